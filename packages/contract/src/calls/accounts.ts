import { defineCall } from "../call.ts";

/** Sessions, phone login, the account page and invitations (docs/decisions/0048, 0050, 0054). */
export const ACCOUNT_CALLS = {
  /** Spec §6: the anonymous session token (appid 1, platform 'mobile'). */
  anonymousToken: defineCall({
    method: "POST",
    path: "/peony/v1/auth/anonymous",
    body: (s) => s.AnonymousTokenRequestSchema,
    data: (s) => s.AnonymousTokenSchema,
  }),
  /**
   * Spec §7: a login code sent to a phone (docs/decisions/0048). The answer is the same for every
   * number, registered or not; caps per phone and per address answer 429 with Retry-After.
   */
  vcode: defineCall({
    method: "GET",
    path: "/peony/v1/vcode",
    query: (s) => s.VcodeQuerySchema,
    data: (s) => s.VcodeSentSchema,
  }),
  /** Spec §6 phone code login: a number and its code give a user token; a new number signs up. */
  login: defineCall({
    method: "POST",
    path: "/peony/v1/auth",
    body: (s) => s.LoginRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.LoginSchema,
  }),
  /** Ends the session of the user token in the Authorization header: the token stops working. */
  logout: defineCall({
    method: "POST",
    path: "/peony/v1/account/logout",
    data: (s) => s.LogoutSchema,
  }),
  /** A user's account page; with the owner's own token it also carries the masked number. */
  account: defineCall({
    method: "GET",
    path: "/peony/v1/account/:id",
    data: (s) => s.AccountSchema,
  }),
  /**
   * Spec §7's invite account: a new number registers through an invitation code, with the code
   * texted to it for `register`. Each invitation allows so many registrations, however many race.
   */
  register: defineCall({
    method: "POST",
    path: "/peony/v1/account",
    body: (s) => s.RegisterRequestSchema,
    bodyTypes: ["application/json"],
    data: (s) => s.RegisterSchema,
  }),
  /** The calling user's invitation code (made on first ask) and who registered with it. */
  inviteRecord: defineCall({
    method: "GET",
    path: "/peony/v1/invite/record",
    query: (s) => s.InviteRecordQuerySchema,
    data: (s) => s.InviteRecordSchema,
  }),
  /** An invitation code's inviter and what it still allows, for the invite page. */
  inviteCode: defineCall({
    method: "GET",
    path: "/peony/v1/invite/code/:code",
    data: (s) => s.InviteCodeInfoSchema,
  }),
  /**
   * The development outbox (not in production): the login codes that would have been texted, so
   * a developer and the browser tests can log in without a phone.
   */
  smsOutbox: defineCall({
    method: "GET",
    path: "/peony/v1/dev/sms-outbox",
    query: (s) => s.SmsOutboxQuerySchema,
    data: (s) => s.SmsOutboxSchema,
  }),
} as const;
