/**
 * Test helper (not exported by the package): the timestamp of a China wall-clock time (UTC+8), so
 * tables can be written the way a reader in China sees them. Month is 1–12.
 */
export function chinaMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour - 8, minute, second);
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
