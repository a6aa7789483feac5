import { CALLS, InviteCodeSchema, LOGIN_CODE_TTL_SECONDS, SMS_CAPS_PER_PHONE } from "@davmu/contract";
import { Hono, type MiddlewareHandler } from "hono";
import { derivedSecret } from "../../config.ts";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, notFound } from "../../http/api-error.ts";
import { clientAddress } from "../../http/client-address.ts";
import { handle } from "../../http/handle.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { loginOutcomes, smsOutcomes } from "../../metrics.ts";
import { AVATAR_ROUTE, defaultAvatarSvg } from "./avatars.ts";
import { endSession, readCaller, requireUser, startSession } from "./caller.ts";
import {
  findInvitation,
  invitationOf,
  listRedemptions,
  redeemInvitation,
  remainingUses,
} from "./invitations.ts";
import { createLoginCodes, newLoginCode, sameText } from "./login-codes.ts";
import { toAccount, toUserBrief } from "./present.ts";
import { createSendCaps } from "./send-caps.ts";
import { isOutbox, SmsUnavailableError } from "./sms.ts";
import { findUser, userForPhone } from "./users.ts";

/** What a wrong, used, spent or expired code gets alike: nothing tells them apart. */
export const BAD_CODE = "the code is wrong, used or expired: ask for a new one";

/**
 * Phone code login ({peony}; docs/decisions/0048): codes sent by SMS, logins that sign up new
 * numbers, registration through invitations (docs/decisions/0050), logout, account pages, the
 * default avatars, and the development outbox.
 */
export function accountRoutes(deps: RouteDeps): Hono {
  const { db, config, presenter, ids } = deps;
  const app = new Hono();
  const codes = createLoginCodes(db, derivedSecret(config.tokenSecret, "login codes"));
  const caps = createSendCaps(db, deps.rateStore, config.sms, deps.nowMs);
  const testPhones = new Set(config.sms.testPhones);
  const loginLimit = rateLimit("login", config.loginRatePerMinute, {
    trustedProxies: config.trustedProxies,
    store: deps.rateStore,
  });
  /** The login limit, with each attempt it refuses counted for the operator. */
  const limitLogins =
    (call: "login" | "register" | "invitation"): MiddlewareHandler =>
    async (c, next) => {
      const refused = await loginLimit(c, next);
      if (refused) loginOutcomes.inc({ call, outcome: "refused" });
      return refused;
    };

  handle(app, config.prefixes, CALLS.vcode, async ({ c, query }) => {
    const { phone, purpose } = query();
    c.header("Cache-Control", "no-store");
    const now = deps.now();
    const sent = {
      sent: true as const,
      expires_in: LOGIN_CODE_TTL_SECONDS,
      resend_in: 60 / SMS_CAPS_PER_PHONE.minute,
    };
    // A test number is never texted: it logs in with the configured code.
    if (testPhones.has(phone)) {
      smsOutcomes.inc({ outcome: "test" });
      return sent;
    }
    const check = await caps.take({ phone, address: clientAddress(c, config.trustedProxies), now });
    if (!check.allowed) {
      smsOutcomes.inc({ outcome: "capped" });
      c.header("Retry-After", String(check.retryAfter));
      throw new ApiError(429, `too many codes asked for from this ${check.why}: try again later`);
    }
    // Nothing here asks whether the number has a user: the answer and the work are the same for all.
    const code = newLoginCode();
    await codes.store({ phone, purpose, code, now });
    try {
      await deps.sms.send({ phone, purpose, code, sentAt: now });
      smsOutcomes.inc({ outcome: "sent" });
    } catch (error) {
      smsOutcomes.inc({ outcome: "failed" });
      if (!(error instanceof SmsUnavailableError)) throw error;
      deps.log.error({ err: error, purpose }, "the login code could not be sent");
      throw new ApiError(503, "the code could not be sent: try again later");
    }
    return sent;
  });

  /** Whether `code` proves the number for `purpose`, using it up when it does. */
  const proves = async (phone: string, purpose: "login" | "register", code: string, now: number) => {
    const proven = testPhones.has(phone)
      ? sameText(code, config.sms.testCode)
      : await codes.use({ phone, purpose, code, now });
    loginOutcomes.inc({ call: purpose, outcome: proven ? "ok" : "bad_code" });
    return proven;
  };

  handle(
    app,
    config.prefixes,
    CALLS.login,
    async ({ body }) => {
      const { phone, code, device_id } = await body();
      const now = deps.now();
      if (!(await proves(phone, "login", code, now))) throw new ApiError(401, BAD_CODE);
      const user = await userForPhone(db, phone, now);
      const session = await startSession(deps, { userId: user.id, deviceId: device_id });
      return {
        token: session.token,
        expires_at: session.expiresAt,
        user: toAccount(presenter, user, user.id),
      };
    },
    { before: [limitLogins("login")] },
  );

  handle(
    app,
    config.prefixes,
    CALLS.register,
    async ({ body }) => {
      const { phone, code, device_id, invite_code } = await body();
      const now = deps.now();
      // The code is looked at before the text is used up, so a mistyped code costs no new text.
      const invitation = await findInvitation(db, invite_code);
      if (!invitation) throw notFound("invitation code not found");
      if (remainingUses(invitation, now) === 0)
        throw new ApiError(410, "this invitation code has been used up or has expired");
      if (!(await proves(phone, "register", code, now))) throw new ApiError(401, BAD_CODE);
      const { user } = await redeemInvitation(db, { code: invite_code, phone, now });
      const session = await startSession(deps, { userId: user.id, deviceId: device_id });
      return {
        token: session.token,
        expires_at: session.expiresAt,
        user: toAccount(presenter, user, user.id),
        inviter: toUserBrief(presenter, invitation),
      };
    },
    { before: [limitLogins("register")] },
  );

  handle(app, config.prefixes, CALLS.inviteRecord, async ({ c, query }) => {
    const caller = await requireUser(deps, c);
    const { pageindex, pagesize } = query();
    c.header("Cache-Control", "private, no-store");
    const now = deps.now();
    const invitation = await invitationOf(db, caller.userId, config.inviteMaxUses, now);
    const { rows, total } = await listRedemptions(db, {
      code: invitation.code,
      limit: pagesize,
      offset: (pageindex - 1) * pagesize,
    });
    return {
      code: invitation.code,
      max_uses: invitation.max_uses,
      used_count: invitation.used_count,
      remaining: remainingUses(invitation, now),
      expires_at: invitation.expires_at,
      list: rows.map((r) => ({ user: toUserBrief(presenter, r), redeemed_at: r.redeemed_at })),
      pageindex,
      pagesize,
      total,
      has_more: pageindex * pagesize < total,
    };
  });

  handle(
    app,
    config.prefixes,
    CALLS.inviteCode,
    async ({ params }) => {
      const parsed = InviteCodeSchema.safeParse(params.code);
      const invitation = parsed.success ? await findInvitation(db, parsed.data) : undefined;
      if (!invitation) throw notFound("invitation code not found");
      return {
        code: invitation.code,
        inviter: toUserBrief(presenter, invitation),
        remaining: remainingUses(invitation, deps.now()),
        expires_at: invitation.expires_at,
      };
    },
    // Codes are short: looking them up is limited like logging in, so they cannot be listed by trying.
    { before: [limitLogins("invitation")] },
  );

  handle(app, config.prefixes, CALLS.logout, async ({ c }) => {
    const caller = await requireUser(deps, c);
    await endSession(deps, caller.sessionId);
    return { logged_out: true as const };
  });

  handle(app, config.prefixes, CALLS.account, async ({ c, params }) => {
    const id = decodeIdOr404(ids, params.id, "account");
    const user = await findUser(db, id);
    if (!user) throw notFound("account not found");
    const caller = await readCaller(deps, c);
    return toAccount(presenter, user, caller?.kind === "user" ? caller.userId : null);
  });

  const sms = deps.sms;
  if (isOutbox(sms)) {
    handle(app, config.prefixes, CALLS.smsOutbox, ({ c, query }) => {
      c.header("Cache-Control", "no-store");
      return { list: sms.read(query().phone) };
    });
  }

  app.get(`${AVATAR_ROUTE}/:name{default-[0-9]+\\.svg}`, (c) => {
    const svg = defaultAvatarSvg(Number(/\d+/.exec(c.req.param("name"))![0]));
    if (svg === null) throw notFound("no such avatar");
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Content-Security-Policy": "default-src 'none'",
    });
  });

  return app;
}
