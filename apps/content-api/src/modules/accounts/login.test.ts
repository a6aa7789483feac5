/**
 * Logging in with a code: a new number's user and token, the same user again, the default avatar,
 * and the codes refused (used, another number's or purpose's, expired, voided, guessed).
 */
import { ErrorEnvelopeSchema, LOGIN_CODE_TTL_SECONDS } from "@davmu/contract";
import { decodeJwt, decodeProtectedHeader } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/test-app.ts";
import { nextPhone } from "../../testing/users.ts";
import { loginTest } from "./login-testing.ts";

let t: TestApp;
let clock = 1_900_000_000;
const { test, askCode, lastCode, login, logIn } = loginTest(() => clock);
beforeAll(() => {
  ({ t } = test);
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
