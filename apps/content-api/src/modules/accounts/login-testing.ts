/**
 * What the login tests share: an app on a clock of the test file's own, with every request from
 * one address (the address caps have tests of their own), and the calls of asking for a code,
 * reading it from the development outbox and logging in with it.
 */
import { LoginResponseSchema, SmsOutboxResponseSchema } from "@davmu/contract";
import { beforeAll, expect } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

/**
 * A test file's set-up: its app on the clock `now`, made before its tests (a beforeAll registered
 * here, so before the file's own), and the calls its tests make on it.
 */
export function loginTest(now: () => number) {
  const test = {} as { t: TestApp };
  beforeAll(async () => {
    test.t = await createTestApp(
      {
        CONTENT_API_SMS_ADDRESS_RATE: "100000",
        CONTENT_API_SMS_ADDRESS_DAILY: "100000",
        CONTENT_API_LOGIN_RATE: "100000",
      },
      { now },
    );
  });

  const askCode = (phone: string, purpose = "login", app = test.t) =>
    app.call(`${app.paths.vcode}?${new URLSearchParams({ phone, purpose })}`);
  const outbox = async (phone: string, app = test.t) => {
    const { body } = await app.call(`${app.paths.smsOutbox}?phone=${phone}`);
    return SmsOutboxResponseSchema.parse(body).data.list;
  };
  const lastCode = async (phone: string, app = test.t) => (await outbox(phone, app))[0]!.code;
  const login = (body: unknown, app = test.t) =>
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

  return { test, askCode, outbox, lastCode, login, authed, logIn };
}
