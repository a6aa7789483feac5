import { describe, expect, it } from "vitest";
import { captionIndex } from "./use-captions.ts";

const tracks = [{ lang: "zh-CN" }, { lang: "en" }];

describe("the caption track shown for a kept choice", () => {
  it("is none when off or never chosen", () => {
    expect(captionIndex(tracks, null)).toBe(-1);
    expect(captionIndex(tracks, "off")).toBe(-1);
  });
  it("is the one in the chosen language, else one of the same language", () => {
    expect(captionIndex(tracks, "en")).toBe(1);
    expect(captionIndex(tracks, "zh-CN")).toBe(0);
    expect(captionIndex(tracks, "zh")).toBe(0);
    expect(captionIndex(tracks, "en-GB")).toBe(1);
  });
  it("is none when the video has no track in that language", () => {
    expect(captionIndex(tracks, "ja")).toBe(-1);
    expect(captionIndex([], "zh-CN")).toBe(-1);
  });
});
