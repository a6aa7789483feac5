import { type TimeInput, toMillis } from "./to-millis.ts";

/** What every time formatter returns for input that is not a point in time (spec §5). */
export const INVALID_INPUT = "Invalid input";

/** The optional "now" of the relative formatters: milliseconds (10 digits read as seconds, like any timestamp) or a Date. */
export type NowInput = number | Date;

/** Both timestamps in milliseconds, or null when either is not a point in time. */
export function resolveTimes(time: TimeInput, now: NowInput): { time: number; now: number } | null {
  const timeMs = toMillis(time);
  const nowMs = toMillis(now);
  if (timeMs === null || nowMs === null) return null;
  return { time: timeMs, now: nowMs };
}
