import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count.ts";

describe("formatCount", () => {
  it.each([
    [0, "0"],
    [1, "1"],
    [9_999, "9999"],
    [10_000, "1万"],
    [10_999, "1万"],
    [11_000, "1.1万"],
    [12_345, "1.2万"],
    [99_999, "9.9万"],
    [100_000, "10万"],
    [1_234_567, "123.4万"],
    [99_999_999, "9999.9万"],
    [100_000_000, "1亿"],
    [123_456_789, "1.2亿"],
    [999_999_999, "9.9亿"],
    [1_000_000_000_000, "10000亿"],
    [12.9, "12"],
  ])("%d → %s", (value, expected) => {
    expect(formatCount(value)).toBe(expected);
  });

  it.each([
    ["negative", -1],
    ["negative in the 万 range", -12_345],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["null", null],
    ["undefined", undefined],
  ])("%s → '0'", (_name, value) => {
    expect(formatCount(value)).toBe("0");
  });
});
