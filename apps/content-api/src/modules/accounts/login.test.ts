import {
  AccountResponseSchema,
  ErrorEnvelopeSchema,
  LOGIN_CODE_TTL_SECONDS,
  LoginResponseSchema,
  LogoutResponseSchema,
  SmsOutboxResponseSchema,
  VcodeSentResponseSchema,
} from "@davmu/contract";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { nextPhone } from "../../testing/users.ts";
import { issueAnonymousToken } from "../auth/anonymous-token.ts";
import { newLoginCode } from "./login-codes.ts";

let t: TestApp;
let clock = 1_900_000_000;
beforeAll(async () => {
  // Every request comes from one address here: the address caps have tests of their own.
  t = await createTestApp(
    {
      CONTENT_API_SMS_ADDRESS_RATE: "100000",
      CONTENT_API_SMS_ADDRESS_DAILY: "100000",
      CONTENT_API_LOGIN_RATE: "100000",
    },
    { now: () => clock },
  );
});

const askCode = (phone: string, purpose = "login", app = t) =>
  app.call(`${app.paths.vcode}?${new URLSearchParams({ phone, purpose })}`);
const outbox = async (phone: string, app = t) => {
  const { body } = await app.call(`${app.paths.smsOutbox}?phone=${phone}`);
  return SmsOutboxResponseSchema.parse(body).data.list;
};
const lastCode = async (phone: string, app = t) => (await outbox(phone, app))[0]!.code;
const login = (body: unknown, app = t) =>
  app.call(app.paths.login, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const authed = (token: string) => ({ authorization: `Bearer ${token}` });

/** A number's code, asked for and read from the outbox, then a login with it. */
async function logIn(phone: string) {
  expect((await askCode(phone)).status).toBe(200);
  const { status, body } = await login({ phone, code: await lastCode(phone) });
  expect(status).toBe(200);
  return LoginResponseSchema.parse(body).data;
}

describe("GET vcode", () => {
  it("texts a six-digit code, kept in the development outbox, and says how long it lasts", async () => {
    const phone = nextPhone();
    const { status, body, res } = await askCode(phone);
    expect(status).toBe(200);
    expect(VcodeSentResponseSchema.parse(body).data).toEqual({
      sent: true,
      expires_in: LOGIN_CODE_TTL_SECONDS,
      resend_in: 60,
    });
    expect(res.headers.get("cache-control")).toBe("no-store");
    const [message] = await outbox(phone);
    expect(message).toMatchObject({ phone, purpose: "login", sent_at: clock });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain(message!.code);
    expect(message!.text).toMatch(/5分钟内有效/);
  });

  it("answers a registered number exactly as an unknown one", async () => {
    const known = nextPhone();
    await logIn(known);
    clock += 120;
    const a = await askCode(known);
    const b = await askCode(nextPhone());
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect([...a.res.headers.keys()].sort()).toEqual([...b.res.headers.keys()].sort());
  });

  it("reads a number written with spaces, dashes or a country code as its 11 digits", async () => {
    for (const [typed, stored] of [
      ["+86 138 0013 8001", "13800138001"],
      ["0086-13800138002", "13800138002"],
      ["138-0013-8003", "13800138003"],
      ["8613800138004", "13800138004"],
    ] as const) {
      expect((await askCode(typed)).status, typed).toBe(200);
      expect((await outbox(stored)).length, typed).toBe(1);
    }
  });

  it.each([
    ["", "phone"],
    ["1380013800", "phone"],
    ["138001380000", "phone"],
    ["12800138000", "phone"],
    ["+1 415 555 0100", "phone"],
    ["1380013800a", "phone"],
  ])("answers 400 for the number %j and texts nothing", async (phone, field) => {
    const { status, body } = await askCode(phone);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain(field);
  });

  it("answers 400 for a purpose it does not know", async () => {
    const { status, body } = await askCode(nextPhone(), "reset");
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain("purpose");
  });

  it("keeps only a keyed hash of the code", async () => {
    const phone = nextPhone();
    await askCode(phone);
    const code = await lastCode(phone);
    const row = await t.db
      .selectFrom("login_codes")
      .selectAll()
      .where("phone", "=", phone)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.code_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("POST auth", () => {
  it("logs a new number in as a new user with a generated nickname and a default avatar", async () => {
    const phone = nextPhone();
    const { token, expires_at, user } = await logIn(phone);
    expect(user).toMatchObject({ is_self: true, phone: `${phone.slice(0, 3)}****${phone.slice(7)}` });
    expect(user.nickname).toMatch(/^\p{Script=Han}{3,7}\d{4}$/u);
    expect(user.avatar).toMatch(/^http:\/\/api\.test\/avatars\/default-\d\.svg$/);
    expect(decodeProtectedHeader(token).alg).toBe("HS256");
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ sub: `user:${user.id}`, role: "user", iss: "davmu-content-api" });
    expect(claims.sid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(claims.exp).toBe(expires_at);
    expect(expires_at - clock).toBe(30 * 24 * 3600);
    const row = await t.db
      .selectFrom("users")
      .selectAll()
      .where("phone", "=", phone)
      .executeTakeFirstOrThrow();
    expect(t.ids.encode(row.id)).toBe(user.id);
  });

  it("logs the same number in as the same user again, in a session of its own", async () => {
    const phone = nextPhone();
    const first = await logIn(phone);
    clock += 61;
    const second = await logIn(phone);
    expect(second.user).toEqual(first.user);
    expect(decodeJwt(second.token).sid).not.toBe(decodeJwt(first.token).sid);
  });

  it("serves the default avatar a new user gets", async () => {
    const { user } = await logIn(nextPhone());
    const res = await t.app.request(new URL(user.avatar).pathname);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^<]*>.*<\/svg>$/);
    expect((await t.app.request("/avatars/default-99.svg")).status).toBe(404);
  });

  it("takes a code once", async () => {
    const phone = nextPhone();
    await askCode(phone);
    const code = await lastCode(phone);
    expect((await login({ phone, code })).status).toBe(200);
    const again = await login({ phone, code });
    expect(again.status).toBe(401);
    expect(ErrorEnvelopeSchema.parse(again.body).msg).toMatch(/wrong, used or expired/);
  });

  it("takes a code only for its own number and purpose", async () => {
    const phone = nextPhone();
    await askCode(phone, "register");
    const code = await lastCode(phone);
    expect((await login({ phone, code })).status).toBe(401);
    const other = nextPhone();
    clock += 61;
    await askCode(phone);
    expect((await login({ phone: other, code: await lastCode(phone) })).status).toBe(401);
    expect((await login({ phone, code: await lastCode(phone) })).status).toBe(200);
  });

  it("takes a code for five minutes only", async () => {
    const phone = nextPhone();
    await askCode(phone);
    const code = await lastCode(phone);
    clock += LOGIN_CODE_TTL_SECONDS;
    expect((await login({ phone, code })).status).toBe(401);
  });

  it("voids a code once a newer one is sent", async () => {
    const phone = nextPhone();
    await askCode(phone);
    const older = await lastCode(phone);
    clock += 61;
    await askCode(phone);
    const newer = await lastCode(phone);
    if (older !== newer) expect((await login({ phone, code: older })).status).toBe(401);
    expect((await login({ phone, code: newer })).status).toBe(200);
  });

  it("refuses the right code after five wrong tries", async () => {
    const phone = nextPhone();
    await askCode(phone);
    const code = await lastCode(phone);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 5; i++) expect((await login({ phone, code: wrong })).status).toBe(401);
    expect((await login({ phone, code })).status).toBe(401);
  });

  it("takes the right code on the fifth try", async () => {
    const phone = nextPhone();
    await askCode(phone);
    const code = await lastCode(phone);
    const wrong = code === "000000" ? "000001" : "000000";
    for (let i = 0; i < 4; i++) expect((await login({ phone, code: wrong })).status).toBe(401);
    expect((await login({ phone, code })).status).toBe(200);
  });

  it("logs in once when the right code is sent many times at once", async () => {
    const phone = nextPhone();
    await askCode(phone);
    const code = await lastCode(phone);
    const answers = await Promise.all(Array.from({ length: 8 }, () => login({ phone, code })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
  });

  it.each([
    [{ phone: "13800138000" }, "code"],
    [{ phone: "13800138000", code: "12345" }, "code"],
    [{ phone: "13800138000", code: "1234567" }, "code"],
    [{ phone: "13800138000", code: "12a456" }, "code"],
    [{ phone: "1234", code: "123456" }, "phone"],
    [{ phone: "13800138000", code: "123456", device_id: "<x>" }, "device_id"],
  ])("answers 400 for %j, naming %s", async (input, field) => {
    const { status, body } = await login(input);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain(field);
  });

  it("answers 400 for a body that is not JSON and 415 for one not sent as JSON", async () => {
    expect(
      (
        await t.call(t.paths.login, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "phone=1",
        })
      ).status,
    ).toBe(400);
    expect(
      (await t.call(t.paths.login, { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" }))
        .status,
    ).toBe(415);
  });
});

describe("logout and the account page", () => {
  it("shows an account to anyone, and its masked number to its owner only", async () => {
    const phone = nextPhone();
    const { token, user } = await logIn(phone);
    const own = await t.call(t.paths.account(user.id), { headers: authed(token) });
    expect(AccountResponseSchema.parse(own.body).data).toEqual(user);
    const other = await logIn(nextPhone());
    for (const headers of [{}, authed(other.token)]) {
      const { body } = await t.call(t.paths.account(user.id), { headers });
      expect(AccountResponseSchema.parse(body).data).toEqual({ ...user, is_self: false, phone: null });
    }
  });

  it("answers 404 for an account that does not exist or an id that does not decode", async () => {
    for (const id of [t.ids.encode(987_654), "zzzzzzzz"])
      expect((await t.call(t.paths.account(id))).status).toBe(404);
  });

  it("ends the session: the token stops working, another session of the same user goes on", async () => {
    const phone = nextPhone();
    const first = await logIn(phone);
    clock += 61;
    const second = await logIn(phone);
    const out = await t.call(t.paths.logout, { method: "POST", headers: authed(first.token) });
    expect(out.status).toBe(200);
    expect(LogoutResponseSchema.parse(out.body).data).toEqual({ logged_out: true });
    const again = await t.call(t.paths.logout, { method: "POST", headers: authed(first.token) });
    expect(again.status).toBe(401);
    const seen = await t.call(t.paths.account(first.user.id), { headers: authed(first.token) });
    expect(AccountResponseSchema.parse(seen.body).data.is_self).toBe(false);
    const stillIn = await t.call(t.paths.account(first.user.id), { headers: authed(second.token) });
    expect(AccountResponseSchema.parse(stillIn.body).data.is_self).toBe(true);
  });

  it("answers 401 to a logout without a user token, naming what is missing", async () => {
    const anonymous = await issueAnonymousToken(t.config.tokenSecret, "device-logout-01", clock);
    for (const [headers, says] of [
      [{}, /phone code login/],
      [authed("not-a-token"), /phone code login/],
      [authed(anonymous), /instead of the anonymous one/],
    ] as const) {
      const { status, body } = await t.call(t.paths.logout, { method: "POST", headers });
      expect(status).toBe(401);
      expect(ErrorEnvelopeSchema.parse(body).msg).toMatch(says);
    }
  });

  it("takes a session for its days only", async () => {
    const { token, user } = await logIn(nextPhone());
    clock += 30 * 24 * 3600;
    const { body } = await t.call(t.paths.account(user.id), { headers: authed(token) });
    expect(AccountResponseSchema.parse(body).data.is_self).toBe(false);
  });

  it("keeps the anonymous token call as it was", async () => {
    const { status } = await t.call(t.paths.anonymousToken, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ appid: 1, platform: "mobile", device_id: "device-12345678" }),
    });
    expect(status).toBe(200);
  });
});

describe("login codes", () => {
  it("are six digits, leading zeros kept, spread over the whole range", () => {
    const codes = Array.from({ length: 4000 }, newLoginCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(3980);
    const firstDigits = new Set(codes.map((c) => c[0]));
    expect(firstDigits.size).toBe(10);
  });
});
