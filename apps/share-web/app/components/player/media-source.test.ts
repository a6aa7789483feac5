import { describe, expect, it } from "vitest";
import { clock, pickSource } from "./media-source.ts";

const video = (hls: string) => ({ canPlayType: (type: string) => (type.includes("mpegurl") ? hls : "") });

describe("pickSource", () => {
  it("plays HLS natively where the browser can", () => {
    expect(pickSource(video("maybe"), { MediaSource: {} })).toBe("hls-native");
  });
  it("loads hls.js only where there is no native HLS but Media Source Extensions exist", () => {
    expect(pickSource(video(""), { MediaSource: {} })).toBe("hls.js");
    expect(pickSource(video(""), { ManagedMediaSource: {} })).toBe("hls.js");
  });
  it("falls back to the MP4 file", () => {
    expect(pickSource(video(""), {})).toBe("mp4");
  });
});

describe("clock", () => {
  it("writes minutes and seconds, and hours when there are any", () => {
    expect(clock(0)).toBe("0:00");
    expect(clock(65.9)).toBe("1:05");
    expect(clock(3725)).toBe("1:02:05");
    expect(clock(Number.NaN)).toBe("0:00");
  });
});
