import type { StorageLike } from "./session/restore.ts";

/**
 * The anonymous token kept in the browser (spec §3's ANONYMOUS_TOKEN, spec §4's start-up: a stored
 * valid token means no new one). The service signs it for 30 days; the browser keeps it until a
 * day before it ends, so a visitor asks once a month, not once a page: behind a carrier's NAT,
 * thousands of visitors share one address and its limit (docs/decisions/0091).
 */
export const ANONYMOUS_TOKEN_KEY = "ANONYMOUS_TOKEN";
/** A stored token this close to its end is renewed. */
export const RENEW_BEFORE_EXPIRY_S = 24 * 3600;

/** When a token says it ends (its JWT payload's `exp`, in seconds), or null if it does not say. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** The stored token while it has a day or more to go, else null (and a stale one is forgotten). */
export function storedAnonymousToken(storage: StorageLike | undefined, nowSeconds: number): string | null {
  try {
    const token = storage?.getItem(ANONYMOUS_TOKEN_KEY);
    if (!token) return null;
    const exp = tokenExpiry(token);
    if (exp !== null && exp - nowSeconds > RENEW_BEFORE_EXPIRY_S) return token;
    storage?.removeItem(ANONYMOUS_TOKEN_KEY);
  } catch {
    // Storage that cannot be read (private modes, blocked cookies): a token per page, as before.
  }
  return null;
}

export function keepAnonymousToken(storage: StorageLike | undefined, token: string): void {
  try {
    storage?.setItem(ANONYMOUS_TOKEN_KEY, token);
  } catch (error) {
    console.error("[session] could not keep the anonymous token", error);
  }
}
