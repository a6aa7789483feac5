import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "./china-time.ts";
import { INVALID_INPUT, type NowInput, resolveTimes } from "./time-args.ts";
import type { TimeInput } from "./to-millis.ts";

/**
 * Under this much time the relative formatters say '刚刚': a count of a few seconds changes on every
 * render and reads as noise, and the server and browser clocks rarely agree to the second.
 */
export const JUST_NOW_MS = 10 * SECOND_MS;

/** Fixed unit lengths (no calendar): a week is 7 days, a month 30 days, a year 365 days. */
const WEEK_DAYS = 7;
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/** The relative text for an elapsed time in milliseconds (already known to be at least JUST_NOW_MS). */
function relativeText(elapsedMs: number): string {
  if (elapsedMs < MINUTE_MS) return `${Math.floor(elapsedMs / SECOND_MS)}秒前`;
  if (elapsedMs < HOUR_MS) return `${Math.floor(elapsedMs / MINUTE_MS)}分钟前`;
  if (elapsedMs < DAY_MS) return `${Math.floor(elapsedMs / HOUR_MS)}小时前`;
  const days = Math.floor(elapsedMs / DAY_MS);
  if (days < WEEK_DAYS) return `${days}天前`;
  if (days < MONTH_DAYS) return `${Math.floor(days / WEEK_DAYS)}周前`;
  if (days < YEAR_DAYS) return `${Math.floor(days / MONTH_DAYS)}月前`;
  return `${Math.floor(days / YEAR_DAYS)}年前`;
}

/**
 * How long ago, in the largest whole unit: 'N秒前', 'N分钟前', 'N小时前', 'N天前', 'N周前', 'N月前',
 * 'N年前'. Under 10 seconds, and for future times (clock skew), '刚刚'. 'Invalid input' when either
 * time is invalid.
 */
export function timeSince(time: TimeInput, now: NowInput = Date.now()): string {
  const times = resolveTimes(time, now);
  if (!times) return INVALID_INPUT;
  const elapsed = times.now - times.time;
  return elapsed < JUST_NOW_MS ? "刚刚" : relativeText(elapsed);
}
