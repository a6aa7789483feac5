import { chinaParts, DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "./china-time.ts";
import { pad2 } from "./pad2.ts";
import { INVALID_INPUT, type NowInput, resolveTimes } from "./time-args.ts";
import type { TimeInput } from "./to-millis.ts";

/**
 * The short relative time of spec §9: 'N秒前', 'N分钟前', 'N小时前' within a day; '1天前' under 2
 * days; '2天前' under 3 days; then 'MM-DD', or 'YYYY-MM-DD' when the year (in China time) is not the
 * year of `now`. Under one second, and for future times (server and browser clocks differ), '刚刚'
 * rather than '0秒前'. 'Invalid input' when either time is invalid.
 */
export function timeAgo(time: TimeInput, now: NowInput = Date.now()): string {
  const times = resolveTimes(time, now);
  if (!times) return INVALID_INPUT;
  const elapsed = times.now - times.time;
  if (elapsed < SECOND_MS) return "刚刚";
  if (elapsed < MINUTE_MS) return `${Math.floor(elapsed / SECOND_MS)}秒前`;
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}分钟前`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}小时前`;
  if (elapsed < 2 * DAY_MS) return "1天前";
  if (elapsed < 3 * DAY_MS) return "2天前";
  const { year, month, day } = chinaParts(times.time);
  const monthDay = `${pad2(month)}-${pad2(day)}`;
  return year === chinaParts(times.now).year ? monthDay : `${year}-${monthDay}`;
}
