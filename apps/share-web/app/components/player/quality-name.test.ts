import { describe, expect, it } from "vitest";
import { qualityKey } from "./quality-name.ts";

describe("a rendition's name", () => {
  it.each([
    [180, "video.qualitySmooth"],
    [360, "video.qualitySmooth"],
    [540, "video.qualitySD"],
    [720, "video.qualityHD"],
    [1080, "video.qualityFullHD"],
  ])("%i px is %s", (height, key) => {
    expect(qualityKey(height)).toBe(key);
  });
});
