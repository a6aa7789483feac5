import { describe, expect, it } from "vitest";
import { convertUnit } from "./convert-unit.ts";

describe("convertUnit", () => {
  it.each([
    [0, "0"],
    [9_999, "9999"],
    [10_000, "1.0万"],
    [12_345, "1.2万"],
    [999_999, "99.9万"],
    [1_000_000, "1.0百万"],
    [1_500_000, "1.5百万"],
    [9_999_999, "9.9百万"],
    [10_000_000, "1.0千万"],
    [23_456_789, "2.3千万"],
    [99_999_999, "9.9千万"],
    [100_000_000, "1.0亿"],
    [123_456_789, "1.2亿"],
    [12_345_678_901, "123.4亿"],
  ])("%d → %s", (value, expected) => {
    expect(convertUnit(value)).toBe(expected);
  });

  it.each([
    ["negative", -5],
    ["NaN", Number.NaN],
    ["null", null],
    ["undefined", undefined],
  ])("%s → '0'", (_name, value) => {
    expect(convertUnit(value)).toBe("0");
  });
});
