import { describe, expect, it } from "vitest";
import * as format from "./index.ts";

describe("@davmu/format", () => {
  it.each([
    "toMillis",
    "formatDisplayTime",
    "timeSince",
    "timeSincePlus",
    "timeAgo",
    "timeOfDayWord",
    "formatCount",
    "convertUnit",
    "formatFileSize",
    "substr6",
    "formatDuration",
  ])("exports %s", (name) => {
    expect(typeof (format as Record<string, unknown>)[name]).toBe("function");
  });

  it("exports the invalid-input text of spec §5", () => {
    expect(format.INVALID_INPUT).toBe("Invalid input");
  });
});
