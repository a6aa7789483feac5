import { describe, expect, it } from "vitest";
import { toMillis } from "./to-millis.ts";

describe("toMillis", () => {
  it.each([
    ["9 digits is milliseconds", 999_999_999, 999_999_999],
    ["smallest 10 digits is seconds", 1_000_000_000, 1_000_000_000_000],
    ["10 digits is seconds", 1_772_676_000, 1_772_676_000_000],
    ["largest 10 digits is seconds", 9_999_999_999, 9_999_999_999_000],
    ["11 digits is milliseconds", 10_000_000_000, 10_000_000_000],
    ["13 digits is milliseconds", 1_772_676_000_000, 1_772_676_000_000],
    ["10 digits with a fraction is seconds", 1_772_676_000.5, 1_772_676_000_500],
    ["zero", 0, 0],
    ["a negative 10-digit number is seconds too", -1_000_000_000, -1_000_000_000_000],
  ])("number: %s", (_name, input, expected) => {
    expect(toMillis(input)).toBe(expected);
  });

  it.each([
    ["9 digits", "999999999", 999_999_999],
    ["10 digits", "1772676000", 1_772_676_000_000],
    ["13 digits", "1772676000000", 1_772_676_000_000],
    ["surrounding spaces", " 1772676000 ", 1_772_676_000_000],
    ["a fraction", "1772676000.25", 1_772_676_000_250],
  ])("numeric string: %s", (_name, input, expected) => {
    expect(toMillis(input)).toBe(expected);
  });

  it("reads a Date as milliseconds even when its value has 10 digits", () => {
    expect(toMillis(new Date(1_772_676_000_000))).toBe(1_772_676_000_000);
    expect(toMillis(new Date(1_000_000_000))).toBe(1_000_000_000);
  });

  it.each([
    ["null", null],
    ["undefined", undefined],
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["an empty string", ""],
    ["a blank string", "   "],
    ["letters", "abc"],
    ["digits and letters", "1772676000abc"],
    ["exponent notation", "1e12"],
    ["hex", "0x10"],
    ["a date string", "2026-03-05"],
    ["an invalid Date", new Date(Number.NaN)],
    ["beyond the Date range", 8.64e15],
  ])("is null for %s", (_name, input) => {
    expect(toMillis(input as never)).toBeNull();
  });
});
