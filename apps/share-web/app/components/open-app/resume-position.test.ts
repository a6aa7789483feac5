// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setGlobal, useGlobalStore } from "../../platform/store.ts";
import { useResumePosition, withResumePosition } from "./resume-position.ts";

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

describe("useResumePosition", () => {
  const media = (currentTime: number) => {
    const el = document.createElement("audio");
    Object.defineProperty(el, "currentTime", { value: currentTime, writable: true });
    return { current: el };
  };

  it("takes where playback stands when it mounts after playback began (the player comes with the tap)", () => {
    setGlobal({ call_app_option: { path: "content", params: { type: "audio_album", id: "alb12345" } } });
    const { unmount } = renderHook(() => useResumePosition("trk12345", media(42.6)));
    expect(useGlobalStore.getState().call_app_resume).toEqual({ tid: "trk12345", seconds: 42.6 });
    expect(useGlobalStore.getState().call_app_option?.params).toMatchObject({
      play_id: "trk12345",
      position: "42",
    });
    unmount();
    expect(useGlobalStore.getState().call_app_resume).toBeNull();
  });

  it("writes nothing when it mounts before anything played", () => {
    setGlobal({
      call_app_option: { path: "content", params: { type: "audio", id: "trk12345" } },
      call_app_resume: null,
    });
    renderHook(() => useResumePosition("trk12345", media(0)));
    expect(useGlobalStore.getState().call_app_resume).toBeNull();
    expect(useGlobalStore.getState().call_app_option?.params).not.toHaveProperty("position");
  });
});
