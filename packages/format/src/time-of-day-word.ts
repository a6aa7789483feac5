import { chinaParts } from "./china-time.ts";
import { INVALID_INPUT } from "./time-args.ts";
import { type TimeInput, toMillis } from "./to-millis.ts";

/**
 * The word for the part of the day in China time (spec §9): 早上 before 9:00, 上午 before 12:00,
 * 中午 before 14:00, 下午 before 18:00, else 晚上. 'Invalid input' when the time is invalid.
 */
export function timeOfDayWord(time: TimeInput): string {
  const ms = toMillis(time);
  if (ms === null) return INVALID_INPUT;
  const { hour } = chinaParts(ms);
  if (hour < 9) return "早上";
  if (hour < 12) return "上午";
  if (hour < 14) return "中午";
  if (hour < 18) return "下午";
  return "晚上";
}
