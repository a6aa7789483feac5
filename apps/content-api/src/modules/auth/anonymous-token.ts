import { SignJWT } from "jose";

export const ANONYMOUS_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const TOKEN_ISSUER = "davmu-content-api";

/** A signed anonymous session (spec §6): HS256, subject `anon:<device_id>`, valid for 30 days. */
export function issueAnonymousToken(secret: string, deviceId: string, nowSeconds: number): Promise<string> {
  return new SignJWT({ role: "anonymous" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(`anon:${deviceId}`)
    .setIssuer(TOKEN_ISSUER)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ANONYMOUS_TOKEN_TTL_SECONDS)
    .sign(new TextEncoder().encode(secret));
}
