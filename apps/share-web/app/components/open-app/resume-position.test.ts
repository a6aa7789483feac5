import { describe, expect, it } from "vitest";
import { withResumePosition } from "./resume-position.ts";

const video = { path: "content", params: { type: "video", id: "abcDEF12" } };

describe("the open-in-app resume position", () => {
  it("adds the whole seconds played to the page's own item", () => {
    expect(withResumePosition(video, "abcDEF12", 42.8)).toEqual({
      path: "content",
      params: { type: "video", id: "abcDEF12", position: "42" },
    });
  });

  it("names the item that plays when it is not the page's (an episode of an album)", () => {
    const album = { path: "content", params: { type: "video_album", id: "album123" } };
    expect(withResumePosition(album, "episode9", 75)?.params).toEqual({
      type: "video_album",
      id: "album123",
      play_id: "episode9",
      position: "75",
    });
  });

  it("drops the position near the start, after an end and for a non-number", () => {
    const resumed = withResumePosition(video, "abcDEF12", 42);
    for (const seconds of [0, 4.9, Number.NaN]) {
      expect(withResumePosition(resumed, "abcDEF12", seconds)).toEqual(video);
    }
  });

  it("takes a position kept in the store before the target existed, or none", () => {
    expect(withResumePosition(video, { tid: "abcDEF12", seconds: 7.4 })?.params?.position).toBe("7");
    expect(withResumePosition(video, null)).toEqual(video);
  });

  it("leaves an empty target empty", () => {
    expect(withResumePosition(null, "abcDEF12", 42)).toBeNull();
  });
});
