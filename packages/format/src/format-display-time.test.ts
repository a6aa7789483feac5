import { describe, expect, it } from "vitest";
import { formatDisplayTime } from "./format-display-time.ts";
import { chinaMs } from "./test-clock.ts";

const NOW = chinaMs(2026, 3, 5, 10, 30);

describe("formatDisplayTime", () => {
  it.each([
    ["exactly today's China midnight", chinaMs(2026, 3, 5), "今天 00:00"],
    ["one second before today's China midnight", chinaMs(2026, 3, 4, 23, 59, 59), "2026年3月4日"],
    ["earlier today, zero-padded", chinaMs(2026, 3, 5, 9, 5), "今天 09:05"],
    ["later today (clock skew)", chinaMs(2026, 3, 5, 23, 59, 59), "今天 23:59"],
    ["tomorrow's China midnight", chinaMs(2026, 3, 6), "2026年3月6日"],
    ["a two-digit month and day, no padding needed", chinaMs(2025, 12, 25, 8), "2025年12月25日"],
    ["a single-digit month and day, no padding", chinaMs(2026, 1, 2, 8), "2026年1月2日"],
  ])("%s", (_name, time, expected) => {
    expect(formatDisplayTime(time, NOW)).toBe(expected);
  });

  it.each([
    ["10-digit seconds", Math.floor(chinaMs(2026, 3, 5, 8, 15) / 1000), "今天 08:15"],
    ["10-digit seconds as text", String(Math.floor(chinaMs(2026, 3, 5, 8, 15) / 1000)), "今天 08:15"],
    ["13-digit milliseconds as text", String(chinaMs(2026, 3, 5, 8, 15)), "今天 08:15"],
    ["a Date", new Date(chinaMs(2026, 3, 1, 8, 15)), "2026年3月1日"],
  ])("accepts %s", (_name, time, expected) => {
    expect(formatDisplayTime(time, NOW)).toBe(expected);
  });

  it("accepts now as a Date", () => {
    expect(formatDisplayTime(chinaMs(2026, 3, 5, 7), new Date(NOW))).toBe("今天 07:00");
  });

  it("defaults now to the current time", () => {
    expect(formatDisplayTime(Date.now())).toMatch(/^今天 \d\d:\d\d$/);
  });
});
