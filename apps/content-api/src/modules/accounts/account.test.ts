/**
 * A logged-in session and the account page: who sees the number, logging out of one session, the
 * 401 of a logout without a user, a session's days, and the anonymous token call beside them.
 */
import { AccountResponseSchema, ErrorEnvelopeSchema, LogoutResponseSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/test-app.ts";
import { nextPhone } from "../../testing/users.ts";
import { issueAnonymousToken } from "../auth/anonymous-token.ts";
import { loginTest } from "./login-testing.ts";

let t: TestApp;
let clock = 1_900_000_000;
const { test, authed, logIn } = loginTest(() => clock);
beforeAll(() => {
  ({ t } = test);
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
