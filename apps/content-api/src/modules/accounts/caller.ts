import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { SignJWT } from "jose";
import type { RouteDeps } from "../../deps.ts";
import { ApiError } from "../../http/api-error.ts";
import { TOKEN_ISSUER, tokenKey, verifiedClaims } from "../auth/anonymous-token.ts";

/** Whoever sent a request, as its Authorization header proves. */
export type Caller =
  | { kind: "anonymous"; subject: string }
  | { kind: "user"; subject: string; userId: number; sessionId: string };
export type UserCaller = Extract<Caller, { kind: "user" }>;

type Deps = Pick<RouteDeps, "db" | "config" | "ids" | "now">;

/**
 * Starts a session for a user and signs its token (docs/decisions/0048): HS256 with the service's
 * token secret, subject `user:<public id>`, the session's random id as `sid`, and the session's
 * expiry. Logout revokes the session, and with it the token.
 */
export async function startSession(
  deps: Deps,
  input: { userId: number; deviceId?: string },
): Promise<{ token: string; expiresAt: number }> {
  const now = deps.now();
  const expiresAt = now + deps.config.sessionTtlSeconds;
  const sessionId = randomBytes(18).toString("base64url");
  await deps.db
    .insertInto("sessions")
    .values({
      id: sessionId,
      user_id: input.userId,
      device_id: input.deviceId ?? null,
      created_at: now,
      expires_at: expiresAt,
    })
    .execute();
  const token = await new SignJWT({ role: "user", sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(`user:${deps.ids.encode(input.userId)}`)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(expiresAt)
    .sign(tokenKey(deps.config.tokenSecret));
  return { token, expiresAt };
}

/**
 * The caller of a request: a logged-in user whose session is live, an anonymous visitor with a
 * token this service signed, or null. A user token whose session was logged out or has ended
 * counts as no token at all.
 */
export function readCaller(deps: Deps, c: Context): Promise<Caller | null> {
  return callerOfToken(deps, c.req.header("authorization"));
}

/**
 * The caller a token speaks for (bare, or as an Authorization header's value), by the same rules
 * as `readCaller`: for what carries its token elsewhere, as a push stream does in its query.
 */
export async function callerOfToken(deps: Deps, token: string | undefined): Promise<Caller | null> {
  const claims = await verifiedClaims(deps.config.tokenSecret, token, deps.now());
  if (!claims || typeof claims.sub !== "string") return null;
  if (claims.role !== "user") return { kind: "anonymous", subject: claims.sub };
  const userId = claims.sub.startsWith("user:") ? deps.ids.decode(claims.sub.slice(5)) : null;
  if (userId === null || typeof claims.sid !== "string") return null;
  const session = await deps.db
    .selectFrom("sessions")
    .select("id")
    .where("id", "=", claims.sid)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", deps.now())
    .executeTakeFirst();
  return session ? { kind: "user", subject: claims.sub, userId, sessionId: claims.sid } : null;
}

/** The logged-in caller, or a 401 that says what is missing. */
export async function requireUser(deps: Deps, c: Context): Promise<UserCaller> {
  const caller = await readCaller(deps, c);
  if (caller?.kind === "user") return caller;
  throw new ApiError(
    401,
    caller
      ? "this needs a logged-in user: log in with a phone code and send that token instead of the anonymous one"
      : "this needs a logged-in user: send the token of a phone code login in the Authorization header " +
          "(none came, or it has expired or was logged out)",
  );
}

/** Ends a session: its token stops working at once. */
export async function endSession(deps: Deps, sessionId: string): Promise<void> {
  await deps.db
    .updateTable("sessions")
    .set({ revoked_at: deps.now() })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();
}
