import { type JWTPayload, jwtVerify, SignJWT } from "jose";

export const ANONYMOUS_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const TOKEN_ISSUER = "davmu-content-api";

/** The HS256 key of every token the service signs. */
export const tokenKey = (secret: string) => new TextEncoder().encode(secret);

/** A signed anonymous session (spec §6): HS256, subject `anon:<device_id>`, valid for 30 days. */
export function issueAnonymousToken(secret: string, deviceId: string, nowSeconds: number): Promise<string> {
  return new SignJWT({ role: "anonymous" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(`anon:${deviceId}`)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ANONYMOUS_TOKEN_TTL_SECONDS)
    .sign(tokenKey(secret));
}

/**
 * The claims of a token this service signed and that has not expired, or null for anything else
 * (absent, malformed, forged, expired). An Authorization value may carry it bare or as `Bearer`.
 */
export async function verifiedClaims(
  secret: string,
  token: string | undefined,
  nowSeconds: number,
): Promise<JWTPayload | null> {
  const bare = token?.replace(/^Bearer\s+/i, "").trim();
  if (!bare) return null;
  try {
    const { payload } = await jwtVerify(bare, tokenKey(secret), {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      currentDate: new Date(nowSeconds * 1000),
    });
    return payload;
  } catch {
    return null;
  }
}

/**
 * The subject of a token this service signed and that has not expired (anonymous `anon:<device>`,
 * or logged in `user:<id>`), or null. Only the signature is checked: where who is logged in
 * matters, the session is checked too (accounts/caller.ts).
 */
export async function verifiedSubject(
  secret: string,
  token: string | undefined,
  nowSeconds: number,
): Promise<string | null> {
  const payload = await verifiedClaims(secret, token, nowSeconds);
  return typeof payload?.sub === "string" ? payload.sub : null;
}
