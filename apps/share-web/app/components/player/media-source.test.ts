import { describe, expect, it } from "vitest";
import { clock, masterRenditions, pickSource } from "./media-source.ts";

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

describe("an HLS master's renditions", () => {
  const master = `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"
720p.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=300000,RESOLUTION=640x360
sub/360p.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=100000
audio.m3u8
`;
  it("are listed lowest first, each URI beside the master", () => {
    expect(masterRenditions(master, "/media/v/master.m3u8")).toEqual([
      { height: 360, url: "/media/v/sub/360p.m3u8" },
      { height: 720, url: "/media/v/720p.m3u8" },
    ]);
    expect(masterRenditions(master, "https://cdn.test/v/master.m3u8")[0]!.url).toBe(
      "https://cdn.test/v/sub/360p.m3u8",
    );
  });
  it("are none in a media playlist", () => {
    expect(masterRenditions("#EXTM3U\n#EXTINF:4,\nseg0.ts\n", "/m.m3u8")).toEqual([]);
  });
});
