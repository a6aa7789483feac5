import { describe, expect, it } from "vitest";
import { chinaMs } from "./test-clock.ts";
import { timeOfDayWord } from "./time-of-day-word.ts";

describe("timeOfDayWord", () => {
  it.each([
    [0, 0, "早上"],
    [8, 59, "早上"],
    [9, 0, "上午"],
    [11, 59, "上午"],
    [12, 0, "中午"],
    [13, 59, "中午"],
    [14, 0, "下午"],
    [17, 59, "下午"],
    [18, 0, "晚上"],
    [23, 59, "晚上"],
  ])("%i:%i China time → %s", (hour, minute, expected) => {
    expect(timeOfDayWord(chinaMs(2026, 3, 5, hour, minute))).toBe(expected);
  });

  it("uses the China hour, not the UTC hour", () => {
    // 01:00 UTC is 09:00 in China.
    expect(timeOfDayWord(Date.UTC(2026, 2, 5, 1, 0))).toBe("上午");
  });

  it("reads 10-digit seconds", () => {
    expect(timeOfDayWord(Math.floor(chinaMs(2026, 3, 5, 18) / 1000))).toBe("晚上");
  });
});
