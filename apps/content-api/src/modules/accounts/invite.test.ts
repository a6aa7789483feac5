import {
  ErrorEnvelopeSchema,
  INVITE_CODE_ALPHABET,
  InviteCodeInfoResponseSchema,
  InviteRecordResponseSchema,
  LoginResponseSchema,
  RegisterResponseSchema,
  SmsOutboxResponseSchema,
} from "@davmu/contract";
import { DEMO_INVITATION, DEMO_USER } from "@davmu/demo-content/seed-users.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { asUser, nextPhone, signIn } from "../../testing/users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    CONTENT_API_SMS_ADDRESS_RATE: "100000",
    CONTENT_API_SMS_ADDRESS_DAILY: "100000",
    CONTENT_API_LOGIN_RATE: "100000",
  });
});

/** A code texted to `phone` for `purpose`, read from the development outbox. */
async function textedCode(phone: string, purpose = "register", app = t): Promise<string> {
  expect((await app.call(`${app.paths.vcode}?phone=${phone}&purpose=${purpose}`)).status).toBe(200);
  const { body } = await app.call(`${app.paths.smsOutbox}?phone=${phone}`);
  return SmsOutboxResponseSchema.parse(body).data.list[0]!.code;
}
const register = (body: unknown, app = t) =>
  app.call(app.paths.register, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const record = async (token: string, query = "", app = t) => {
  const { status, body } = await app.call(`${app.paths.inviteRecord}${query}`, { headers: asUser(token) });
  expect(status).toBe(200);
  return InviteRecordResponseSchema.parse(body).data;
};
/** An invitation of a user of its own, allowing `uses` registrations. */
async function invitation(uses: number, app = t) {
  const inviter = await signIn(app);
  const code = `T${String(inviter.userId).padStart(7, "0")}`;
  await app.db
    .insertInto("invitations")
    .values({ code, inviter_id: inviter.userId, max_uses: uses })
    .execute();
  return { code, inviter };
}
const demoLogin = async () => {
  const code = await textedCode(DEMO_USER.phone, "login");
  const { body } = await t.call(t.paths.login, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phone: DEMO_USER.phone, code }),
  });
  return LoginResponseSchema.parse(body).data;
};

describe("the demo invitation", () => {
  it("is the demo user's, shows who sent it, and reads however it is typed", async () => {
    for (const typed of [DEMO_INVITATION.code, DEMO_INVITATION.code.toLowerCase()]) {
      const { status, body } = await t.call(t.paths.inviteCode(typed));
      expect(status).toBe(200);
      expect(InviteCodeInfoResponseSchema.parse(body).data).toMatchObject({
        code: DEMO_INVITATION.code,
        inviter: { nickname: DEMO_USER.nickname },
        remaining: DEMO_INVITATION.maxUses - DEMO_INVITATION.invited.length,
        expires_at: null,
      });
    }
    for (const code of ["NOSUCHCODE", "x", "有中文的码"])
      expect((await t.call(t.paths.inviteCode(code))).status).toBe(404);
  });

  it("shows the demo user, logged in by the outbox, the readers it brought", async () => {
    const { token, user } = await demoLogin();
    expect(user.nickname).toBe(DEMO_USER.nickname);
    const mine = await record(token);
    expect(mine).toMatchObject({ code: DEMO_INVITATION.code, used_count: 3, total: 3, has_more: false });
    expect(mine.list.map((r) => r.user.nickname)).toEqual([...DEMO_INVITATION.invited].reverse());
  });
});

describe("POST account: registering through an invitation", () => {
  it("makes the user, logs them in, and adds them to the inviter's record", async () => {
    const { code, inviter } = await invitation(5);
    const phone = nextPhone();
    const { status, body } = await register({
      phone,
      code: await textedCode(phone),
      invite_code: code.toLowerCase(),
    });
    expect(status).toBe(200);
    const data = RegisterResponseSchema.parse(body).data;
    expect(data.inviter).toMatchObject({ id: inviter.publicId, nickname: inviter.nickname });
    expect(data.user).toMatchObject({ is_self: true, phone: `${phone.slice(0, 3)}****${phone.slice(7)}` });
    const account = await t.call(t.paths.account(data.user.id), { headers: asUser(data.token) });
    expect(account.status).toBe(200);
    const theirs = await record(inviter.token);
    expect(theirs).toMatchObject({ code, max_uses: 5, used_count: 1, remaining: 4, total: 1 });
    expect(theirs.list[0]!.user.id).toBe(data.user.id);
  });

  it("takes only a code texted for registering", async () => {
    const { code } = await invitation(5);
    const phone = nextPhone();
    const { status, body } = await register({
      phone,
      code: await textedCode(phone, "login"),
      invite_code: code,
    });
    expect(status).toBe(401);
    expect(ErrorEnvelopeSchema.parse(body).msg).toMatch(/wrong, used or expired/);
  });

  it("answers 409 for a number that has an account, using nothing of the invitation", async () => {
    const { code, inviter } = await invitation(5);
    const existing = await signIn(t);
    const { status, body } = await register({
      phone: existing.phone,
      code: await textedCode(existing.phone),
      invite_code: code,
    });
    expect(status).toBe(409);
    expect(ErrorEnvelopeSchema.parse(body).msg).toMatch(/log in/);
    expect((await record(inviter.token)).used_count).toBe(0);
  });

  it("answers 404 for an unknown invitation and 410 for a used-up one, before the texted code is used", async () => {
    const phone = nextPhone();
    const texted = await textedCode(phone);
    expect((await register({ phone, code: texted, invite_code: "NOSUCH99" })).status).toBe(404);
    const { code } = await invitation(1);
    const first = nextPhone();
    expect((await register({ phone: first, code: await textedCode(first), invite_code: code })).status).toBe(
      200,
    );
    const late = await register({ phone, code: texted, invite_code: code });
    expect(late.status).toBe(410);
    expect(ErrorEnvelopeSchema.parse(late.body).msg).toMatch(/used up/);
    // The texted code is still good for another invitation.
    const other = await invitation(1);
    expect((await register({ phone, code: texted, invite_code: other.code })).status).toBe(200);
  });

  it.each([
    [{ phone: "13800138000", code: "123456" }, "invite_code"],
    [{ phone: "13800138000", code: "123456", invite_code: "a" }, "invite_code"],
    [{ phone: "13800138000", code: "123456", invite_code: "中文邀请码" }, "invite_code"],
    [{ phone: "123", code: "123456", invite_code: "DAVMU2026" }, "phone"],
  ])("answers 400 for %j, naming %s", async (body, field) => {
    const { status, body: answer } = await register(body);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(answer).msg).toContain(field);
  });

  it("lets no more register than the code allows when ten race for three places", async () => {
    const { code, inviter } = await invitation(3);
    const phones = Array.from({ length: 10 }, () => nextPhone());
    const codes: string[] = [];
    for (const phone of phones) codes.push(await textedCode(phone));
    const answers = await Promise.all(
      phones.map((phone, n) => register({ phone, code: codes[n], invite_code: code })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 410, 410, 410, 410, 410, 410, 410]);
    const theirs = await record(inviter.token);
    expect(theirs).toMatchObject({ used_count: 3, remaining: 0, total: 3 });
    const made = await t.db.selectFrom("users").select("phone").where("phone", "in", phones).execute();
    expect(made).toHaveLength(3);
  });
});

describe("GET invite/record", () => {
  it("gives a user without an invitation one, the same on every ask, however many ask at once", async () => {
    const { token } = await signIn(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => record(token)));
    const codes = new Set(answers.map((a) => a.code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(code).toMatch(new RegExp(`^[${INVITE_CODE_ALPHABET}]{8}$`));
    expect(answers[0]).toMatchObject({ max_uses: 20, used_count: 0, remaining: 20, list: [], total: 0 });
    expect((await record(token)).code).toBe(code);
  });

  it("pages the record, newest first", async () => {
    const { code, inviter } = await invitation(10);
    for (let i = 0; i < 3; i++) {
      const phone = nextPhone();
      expect((await register({ phone, code: await textedCode(phone), invite_code: code })).status).toBe(200);
    }
    const page = await record(inviter.token, "?pagesize=2");
    expect(page).toMatchObject({ total: 3, has_more: true });
    expect(page.list).toHaveLength(2);
    expect((await record(inviter.token, "?pagesize=2&pageindex=2")).list).toHaveLength(1);
  });

  it("answers 401 without a user token", async () => {
    const { status, body } = await t.call(t.paths.inviteRecord);
    expect(status).toBe(401);
    expect(ErrorEnvelopeSchema.parse(body).msg).toMatch(/needs a logged-in user/);
  });
});
