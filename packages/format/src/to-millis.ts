/** A point in time as the API and the pages hand it over: seconds or milliseconds, as a number or text, or a Date. */
export type TimeInput = number | string | Date | null | undefined;

/** Millisecond timestamps have 13 digits until the year 2286; 10 digits means seconds (spec §9). */
const TEN_DIGITS_MIN = 1_000_000_000;
const TEN_DIGITS_END = 10_000_000_000;

/**
 * The largest timestamp a Date can hold (ECMAScript), less one day: formatters shift timestamps by
 * the China offset before reading the calendar, and the shifted value must still be a valid Date.
 */
const MAX_ABS_MS = 8.64e15 - 86_400_000;

/** Plain decimal text only: "" and " " would otherwise become 0, and "1e3" or "0x10" are not timestamps. */
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Milliseconds since the epoch, or null when the input is not a point in time.
 *
 * A number (or numeric string) with exactly 10 digits before the decimal point is seconds and is
 * multiplied by 1000 (spec §9); any other length, 13 digits included, is milliseconds. A Date is
 * already milliseconds, so the digit rule never applies to it.
 */
export function toMillis(input: TimeInput): number | null {
  let value: number;
  if (input instanceof Date) {
    value = input.getTime();
    return Number.isFinite(value) && Math.abs(value) <= MAX_ABS_MS ? value : null;
  }
  if (typeof input === "number") {
    value = input;
  } else if (typeof input === "string") {
    const text = input.trim();
    if (!NUMERIC_TEXT.test(text)) return null;
    value = Number(text);
  } else {
    return null;
  }
  if (!Number.isFinite(value)) return null;
  const magnitude = Math.abs(value);
  const ms = magnitude >= TEN_DIGITS_MIN && magnitude < TEN_DIGITS_END ? value * 1000 : value;
  return Math.abs(ms) <= MAX_ABS_MS ? ms : null;
}
