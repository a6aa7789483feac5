/**
 * China time helpers. Pages are rendered on the server and again in the browser; formatting in the
 * machine's zone would make the two disagree (and mismatch hydration), so everything is read in
 * China Standard Time, UTC+8, a fixed offset with no daylight saving.
 */

/** UTC+8 in milliseconds. */
export const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The calendar fields of a timestamp in China time; month is 1–12. */
export type ChinaParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

/** Reads the calendar in China time: shift by the offset, then read the UTC fields, which ignore the machine's zone. */
export function chinaParts(ms: number): ChinaParts {
  const shifted = new Date(ms + CHINA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** The number of the China calendar day holding the timestamp: equal numbers mean the same day. */
export function chinaDayNumber(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS);
}

/** The spec §9 date format 'Y年M月D日', without zero padding (2026年3月5日). */
export function chinaDateText(ms: number): string {
  const { year, month, day } = chinaParts(ms);
  return `${year}年${month}月${day}日`;
}
