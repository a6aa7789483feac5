import { describe, expect, it } from "vitest";
import { formatFileSize } from "./format-file-size.ts";

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;

describe("formatFileSize", () => {
  it.each([
    [0, "0.00KB"],
    [1, "0.00KB"],
    [512, "0.50KB"],
    [1023, "0.99KB"],
    [KB, "1.00KB"],
    [1536, "1.50KB"],
    [MB - 1, "1023.99KB"],
    [MB, "1.00MB"],
    [2.5 * MB, "2.50MB"],
    [GB - 1, "1023.99MB"],
    [GB, "1.00GB"],
    [1.25 * GB, "1.25GB"],
    [TB - 1, "1023.99GB"],
    [TB, "1.00TB"],
    [2048 * TB, "2048.00TB"],
  ])("%d bytes → %s", (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });

  it.each([
    ["negative", -1],
    ["NaN", Number.NaN],
    ["null", null],
    ["undefined", undefined],
  ])("%s → '0.00KB'", (_name, bytes) => {
    expect(formatFileSize(bytes)).toBe("0.00KB");
  });
});
