import { chinaDateText, chinaDayNumber, chinaParts } from "./china-time.ts";
import { pad2 } from "./pad2.ts";
import { INVALID_INPUT, type NowInput, resolveTimes } from "./time-args.ts";
import type { TimeInput } from "./to-millis.ts";

/**
 * The display time of spec §9: '今天 HH:mm' when the time falls on the same China calendar day as
 * `now`, otherwise 'Y年M月D日' (2026年3月5日). 'Invalid input' when either time is invalid.
 */
export function formatDisplayTime(time: TimeInput, now: NowInput = Date.now()): string {
  const times = resolveTimes(time, now);
  if (!times) return INVALID_INPUT;
  if (chinaDayNumber(times.time) === chinaDayNumber(times.now)) {
    const { hour, minute } = chinaParts(times.time);
    return `今天 ${pad2(hour)}:${pad2(minute)}`;
  }
  return chinaDateText(times.time);
}
