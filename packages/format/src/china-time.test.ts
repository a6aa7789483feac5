import { afterEach, describe, expect, it } from "vitest";
import { chinaDateText, chinaDayNumber, chinaParts } from "./china-time.ts";
import { formatDisplayTime } from "./format-display-time.ts";
import { chinaMs } from "./test-clock.ts";
import { timeAgo } from "./time-ago.ts";
import { timeOfDayWord } from "./time-of-day-word.ts";

describe("chinaParts", () => {
  it.each([
    ["UTC midnight is 08:00 in China", Date.UTC(2026, 2, 5, 0, 0, 0), [2026, 3, 5, 8, 0, 0]],
    ["UTC 16:00 is the next China day", Date.UTC(2026, 2, 5, 16, 0, 0), [2026, 3, 6, 0, 0, 0]],
    ["UTC 15:59:59 is still the same China day", Date.UTC(2026, 2, 5, 15, 59, 59), [2026, 3, 5, 23, 59, 59]],
    ["UTC New Year's Eve 16:00 is China New Year", Date.UTC(2025, 11, 31, 16, 0, 0), [2026, 1, 1, 0, 0, 0]],
  ])("%s", (_name, ms, [year, month, day, hour, minute, second]) => {
    expect(chinaParts(ms)).toEqual({ year, month, day, hour, minute, second });
  });
});

describe("chinaDayNumber", () => {
  it.each([
    [
      "midnight and the second before are different days",
      chinaMs(2026, 3, 5),
      chinaMs(2026, 3, 4, 23, 59, 59),
      false,
    ],
    [
      "midnight and the last second are the same day",
      chinaMs(2026, 3, 5),
      chinaMs(2026, 3, 5, 23, 59, 59),
      true,
    ],
  ])("%s", (_name, a, b, same) => {
    expect(chinaDayNumber(a) === chinaDayNumber(b)).toBe(same);
  });
});

describe("chinaDateText", () => {
  it.each([
    [chinaMs(2026, 3, 5), "2026年3月5日"],
    [chinaMs(2026, 12, 31, 23, 59, 59), "2026年12月31日"],
    [chinaMs(2026, 1, 1), "2026年1月1日"],
  ])("%i → %s", (ms, expected) => {
    expect(chinaDateText(ms)).toBe(expected);
  });
});

describe("independence from the machine's time zone", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(["UTC", "America/Los_Angeles", "Asia/Shanghai", "Pacific/Kiritimati"])(
    "formats the same under TZ=%s",
    (zone) => {
      process.env.TZ = zone;
      const now = chinaMs(2026, 1, 5, 0, 30);
      expect(formatDisplayTime(chinaMs(2026, 1, 5, 0, 5), now)).toBe("今天 00:05");
      expect(formatDisplayTime(chinaMs(2026, 1, 4, 23, 59), now)).toBe("2026年1月4日");
      expect(timeAgo(chinaMs(2026, 1, 1), now)).toBe("01-01");
      expect(timeAgo(chinaMs(2025, 12, 31, 23, 59, 59), now)).toBe("2025-12-31");
      expect(timeOfDayWord(chinaMs(2026, 1, 5, 8, 59))).toBe("早上");
    },
  );
});
