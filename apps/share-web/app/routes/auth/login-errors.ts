import type { MessageKey } from "../../platform/i18n/locales.ts";

/** What a failed call of the login page tells the visitor: a text and, for a cap, how long to wait. */
export type LoginProblem = { key: MessageKey; seconds?: number };

type FailureLike = { kind?: string; status?: number; retryAfter?: number };

/**
 * The visitor's words for a failed code request, login or registration. The service answers the same 401 for a
 * wrong, expired or used-up code (it never says which), 429 with Retry-After for a cap.
 */
export function loginProblem(error: unknown, purpose: "login" | "register" = "login"): LoginProblem {
  const e = (error ?? {}) as FailureLike;
  // Registering: the number proved it is the visitor's, so the service may say it has an account.
  if (purpose === "register") {
    if (e.status === 409) return { key: "auth.error.registered" };
    if (e.status === 410 || e.status === 404) return { key: "auth.error.inviteUsed" };
  }
  if (e.kind === "timeout" || e.kind === "network") return { key: "auth.error.network" };
  if (e.status === 429) {
    return e.retryAfter
      ? { key: "auth.error.tooMany", seconds: Math.ceil(e.retryAfter) }
      : { key: "auth.error.tooManyLater" };
  }
  if (e.status === 401) return { key: "auth.error.badCode" };
  if (e.status === 400) return { key: "auth.error.phone" };
  if (e.status === 503) return { key: "auth.error.unavailable" };
  return { key: "auth.error.generic" };
}

/** Seconds left until `until` (ms since the epoch), whole and never below 0. */
export function secondsLeft(until: number | null, nowMs: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - nowMs) / 1000));
}

/** Keeps what can be a phone number as typed: digits, spaces, dashes and a leading +. */
export function phoneInput(value: string): string {
  return value.replace(/[^\d\s+-]/g, "").slice(0, 20);
}

/** Keeps the digits of a code as typed or pasted ("验证码 123456"), at most six. */
export function codeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, 6);
}
