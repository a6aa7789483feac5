import { chinaDateText, HOUR_MS } from "./china-time.ts";
import { INVALID_INPUT, type NowInput, resolveTimes } from "./time-args.ts";
import { timeSince } from "./time-since.ts";
import type { TimeInput } from "./to-millis.ts";

/** From this age on, timeSincePlus shows the date instead of a relative time (spec §9). */
export const DATE_AFTER_MS = 72 * HOUR_MS;

/**
 * Like {@link timeSince}, but from 72 hours on the date 'Y年M月D日' in China time. 'Invalid input'
 * when either time is invalid.
 */
export function timeSincePlus(time: TimeInput, now: NowInput = Date.now()): string {
  const times = resolveTimes(time, now);
  if (!times) return INVALID_INPUT;
  if (times.now - times.time >= DATE_AFTER_MS) return chinaDateText(times.time);
  return timeSince(times.time, times.now);
}
