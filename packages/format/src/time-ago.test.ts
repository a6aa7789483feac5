import { describe, expect, it } from "vitest";
import { chinaMs, DAY, HOUR, MINUTE, SECOND } from "./test-clock.ts";
import { timeAgo } from "./time-ago.ts";

const NOW = chinaMs(2026, 3, 5, 10, 30);

describe("timeAgo", () => {
  it.each([
    ["the same instant", 0, "刚刚"],
    ["999 ms", SECOND - 1, "刚刚"],
    ["a future time", -MINUTE, "刚刚"],
    ["1 s", SECOND, "1秒前"],
    ["59 s", 59 * SECOND, "59秒前"],
    ["60 s", 60 * SECOND, "1分钟前"],
    ["59 min", 59 * MINUTE, "59分钟前"],
    ["60 min", HOUR, "1小时前"],
    ["23 h", 23 * HOUR, "23小时前"],
    ["24 h − 1 s", DAY - SECOND, "23小时前"],
    ["1 d", DAY, "1天前"],
    ["2 d − 1 s", 2 * DAY - SECOND, "1天前"],
    ["2 d", 2 * DAY, "2天前"],
    ["3 d − 1 s", 3 * DAY - SECOND, "2天前"],
    ["3 d", 3 * DAY, "03-02"],
    ["63 d (this year's 1 January)", 63 * DAY, "01-01"],
    ["one second before this year's China New Year", 63 * DAY + 10.5 * HOUR + SECOND, "2025-12-31"],
  ])("%s ago → %s", (_name, elapsed, expected) => {
    expect(timeAgo(NOW - elapsed, NOW)).toBe(expected);
  });

  it.each([
    ["this year's first China second", chinaMs(2026, 1, 1), "01-01"],
    ["last year's last China second", chinaMs(2025, 12, 31, 23, 59, 59), "2025-12-31"],
    // 2026-01-01 00:00 in China is still 2025 in UTC: the China year decides.
    ["China New Year while UTC is still in the old year", Date.UTC(2025, 11, 31, 16, 0, 0), "01-01"],
    ["a past year, zero-padded", chinaMs(2019, 7, 4, 12), "2019-07-04"],
  ])("year change: %s", (_name, time, expected) => {
    expect(timeAgo(time, chinaMs(2026, 1, 10, 12))).toBe(expected);
  });

  it("compares with the year of now in China time", () => {
    // now is 2026-01-01 00:30 in China (still 2025 in UTC); a time from December 2025 gets its year.
    expect(timeAgo(chinaMs(2025, 12, 20), chinaMs(2026, 1, 1, 0, 30))).toBe("2025-12-20");
  });

  it("reads 10-digit seconds", () => {
    expect(timeAgo(Math.floor((NOW - 5 * MINUTE) / 1000), NOW)).toBe("5分钟前");
  });
});
