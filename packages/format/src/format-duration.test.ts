import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration.ts";

describe("formatDuration", () => {
  it.each([
    [0, "0:00"],
    [5, "0:05"],
    [59, "0:59"],
    [60, "1:00"],
    [61.9, "1:01"],
    [599, "9:59"],
    [600, "10:00"],
    [3_599, "59:59"],
    [3_600, "1:00:00"],
    [3_661, "1:01:01"],
    [36_000, "10:00:00"],
  ])("%d s → %s", (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });

  it.each([
    ["null (not a media item)", null],
    ["undefined", undefined],
    ["negative", -1],
    ["NaN", Number.NaN],
  ])("%s → ''", (_name, seconds) => {
    expect(formatDuration(seconds)).toBe("");
  });
});
