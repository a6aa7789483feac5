import { describe, expect, it } from "vitest";
import { DAY, HOUR, MINUTE, SECOND } from "./test-clock.ts";
import { timeSince } from "./time-since.ts";

const NOW = Date.UTC(2026, 2, 5, 2, 30);

describe("timeSince", () => {
  it.each([
    ["the same instant", 0, "刚刚"],
    ["9.999 s (under the 10 s threshold)", 10 * SECOND - 1, "刚刚"],
    ["10 s", 10 * SECOND, "10秒前"],
    ["59 s", 59 * SECOND, "59秒前"],
    ["60 s", 60 * SECOND, "1分钟前"],
    ["59 min", 59 * MINUTE, "59分钟前"],
    ["59 min 59 s", HOUR - SECOND, "59分钟前"],
    ["60 min", HOUR, "1小时前"],
    ["23 h", 23 * HOUR, "23小时前"],
    ["24 h − 1 s", DAY - SECOND, "23小时前"],
    ["24 h", DAY, "1天前"],
    ["6 d", 6 * DAY, "6天前"],
    ["7 d − 1 s", 7 * DAY - SECOND, "6天前"],
    ["7 d", 7 * DAY, "1周前"],
    ["14 d", 14 * DAY, "2周前"],
    ["29 d", 29 * DAY, "4周前"],
    ["30 d", 30 * DAY, "1月前"],
    ["59 d", 59 * DAY, "1月前"],
    ["60 d", 60 * DAY, "2月前"],
    ["364 d", 364 * DAY, "12月前"],
    ["365 d", 365 * DAY, "1年前"],
    ["730 d", 730 * DAY, "2年前"],
    ["1 s in the future", -SECOND, "刚刚"],
    ["a day in the future", -DAY, "刚刚"],
  ])("%s ago → %s", (_name, elapsed, expected) => {
    expect(timeSince(NOW - elapsed, NOW)).toBe(expected);
  });

  it.each([
    ["10-digit seconds", Math.floor((NOW - 3 * DAY) / 1000), "3天前"],
    ["13-digit milliseconds", NOW - 3 * DAY, "3天前"],
    ["a numeric string", String(NOW - 3 * DAY), "3天前"],
    ["a Date", new Date(NOW - 3 * DAY), "3天前"],
  ])("accepts %s", (_name, time, expected) => {
    expect(timeSince(time, NOW)).toBe(expected);
  });

  it("accepts now as a Date and defaults it to the current time", () => {
    expect(timeSince(NOW - 2 * HOUR, new Date(NOW))).toBe("2小时前");
    expect(timeSince(Date.now() - 2 * HOUR)).toBe("2小时前");
  });
});
