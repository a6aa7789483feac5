/** Plain values of accounts and login, free of zod so the browser bundle can use them at no cost. */

/** What a login code is asked for: to log in (or sign up on first login), or to register by invitation. */
export const VCODE_PURPOSES = ["login", "register"] as const;
export type VcodePurpose = (typeof VCODE_PURPOSES)[number];

/** A login code's digits. */
export const LOGIN_CODE_LENGTH = 6;
/** How long a login code can be used, in seconds. */
export const LOGIN_CODE_TTL_SECONDS = 5 * 60;
/** Tries one code allows, right or wrong: the next one fails even with the right code. */
export const LOGIN_CODE_MAX_TRIES = 5;

/** Codes one phone number may be sent: one a minute, five an hour, ten a China day. */
export const SMS_CAPS_PER_PHONE = { minute: 1, hour: 5, day: 10 } as const;

/** A mainland China mobile number as stored: 11 digits, the first 1, the second 3 to 9. */
export const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;

/**
 * A mainland mobile number as typed (spaces, dashes, a +86, 86 or 0086 country code) in its stored
 * form of 11 digits, or null when it is not one.
 */
export function normalisePhone(input: string): string | null {
  const digits = input.trim().replace(/[\s\-()]/g, "");
  const national = digits.replace(/^(\+86|0086|86)(?=1\d{10}$)/, "");
  return MAINLAND_MOBILE.test(national) ? national : null;
}

/** A number as shown back to its owner: 138****8000. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : "****";
}

/** Invitation codes as issued: letters and digits that cannot be mistaken for one another. */
export const INVITE_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const INVITE_CODE_LENGTH = 8;
/** What an invitation code may look like as typed or linked (read in upper case). */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{4,16}$/;

/** An invitation code as it is stored (upper case), or null when it cannot be one. */
export function normaliseInviteCode(typed: string): string | null {
  const code = typed.trim();
  return INVITE_CODE_PATTERN.test(code) ? code.toUpperCase() : null;
}
