import { formatCount, formatDisplayTime, timeSincePlus } from "@davmu/format";
import { describe, expect, it } from "vitest";
import { registerAllMessages } from "./all-messages.server.ts";
import { formattersFor } from "./format.ts";
import { LOCALES, translator } from "./locales.ts";

registerAllMessages();

const [zh, en] = LOCALES;
const chinese = formattersFor(zh, translator(zh))!;
const english = formattersFor(en, translator(en))!;

/** 2026-03-05 16:05 in China time. */
const NOW = Date.UTC(2026, 2, 5, 8, 5);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe("Chinese formatters", () => {
  it("are the spec's, from the format package", () => {
    expect(chinese.count).toBe(formatCount);
    expect(chinese.timeSincePlus).toBe(timeSincePlus);
    expect(chinese.displayTime).toBe(formatDisplayTime);
  });
});

describe("English formatters", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1K"],
    [12_345, "12.3K"],
    [999_999, "999.9K"],
    [1_250_000, "1.2M"],
    [3_000_000_000, "3B"],
    [-5, "0"],
    [Number.NaN, "0"],
    [null, "0"],
  ])("count %s is %s", (value, text) => {
    expect(english.count(value)).toBe(text);
  });

  it.each([
    [5_000, "just now"],
    [-30_000, "just now"],
    [30_000, "30s ago"],
    [5 * MIN, "5 min ago"],
    [3 * HOUR, "3h ago"],
    [2 * DAY, "2d ago"],
    [71 * HOUR, "2d ago"],
    [72 * HOUR, "Mar 2, 2026"],
    [400 * DAY, "Jan 29, 2025"],
  ])("%s ms ago is %s", (elapsed, text) => {
    expect(english.timeSincePlus(NOW - elapsed, NOW)).toBe(text);
  });

  it("shows today's time and other days' dates in China time", () => {
    expect(english.displayTime(NOW - HOUR, NOW)).toBe("Today 15:05");
    // 23:30 China time on the 4th is 15:30 UTC: still the 4th in China.
    expect(english.displayTime(Date.UTC(2026, 2, 4, 15, 30), NOW)).toBe("Mar 4, 2026");
    expect(english.displayTime(Math.floor((NOW - 2 * HOUR) / 1000), NOW)).toBe("Today 14:05");
  });

  it("says 'Invalid input' for what is not a time", () => {
    expect(english.timeSincePlus("soon", NOW)).toBe("Invalid input");
    expect(english.displayTime(undefined, NOW)).toBe("Invalid input");
  });
});
