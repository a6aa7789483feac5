import { describe, expect, it } from "vitest";
import { chinaMs, DAY, HOUR, SECOND } from "./test-clock.ts";
import { timeSincePlus } from "./time-since-plus.ts";

const NOW = chinaMs(2026, 3, 5, 10, 30);

describe("timeSincePlus", () => {
  it.each([
    ["under 10 s", 5 * SECOND, "刚刚"],
    ["a future time", -HOUR, "刚刚"],
    ["59 s", 59 * SECOND, "59秒前"],
    ["5 h", 5 * HOUR, "5小时前"],
    ["48 h", 2 * DAY, "2天前"],
    ["72 h − 1 s", 72 * HOUR - SECOND, "2天前"],
    ["72 h", 72 * HOUR, "2026年3月2日"],
    ["30 d", 30 * DAY, "2026年2月3日"],
    ["400 d", 400 * DAY, "2025年1月29日"],
  ])("%s ago → %s", (_name, elapsed, expected) => {
    expect(timeSincePlus(NOW - elapsed, NOW)).toBe(expected);
  });

  it("shows the China date, not the UTC date", () => {
    // 2026-03-01 00:30 in China is still 2026-02-28 in UTC.
    expect(timeSincePlus(chinaMs(2026, 3, 1, 0, 30), NOW)).toBe("2026年3月1日");
  });

  it("reads 10-digit seconds", () => {
    expect(timeSincePlus(Math.floor((NOW - 72 * HOUR) / 1000), NOW)).toBe("2026年3月2日");
  });
});
