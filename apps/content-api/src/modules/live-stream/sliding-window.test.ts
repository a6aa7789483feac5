import { describe, expect, it } from "vitest";
import { liveWindow, type MediaPlaylist, parseMediaPlaylist } from "./sliding-window.ts";

const EPOCH = Date.UTC(2026, 0, 1, 12, 0, 0);
const BASE = "/media/abc/";

/** Three segments of 4 s, 4 s and 2 s: a loop lasts 10 s. */
const VOD: MediaPlaylist = {
  targetDuration: 4,
  segments: [
    { uri: "s0.ts", duration: 4 },
    { uri: "s1.ts", duration: 4 },
    { uri: "s2.ts", duration: 2 },
  ],
};

/** What a player reads from a live playlist. */
function read(text: string) {
  const lines = text.trimEnd().split("\n");
  const tag = (name: string) => {
    const line = lines.find((l) => l.startsWith(`${name}:`));
    return line === undefined ? undefined : line.slice(name.length + 1);
  };
  const segments: { uri: string; duration: number; discontinuity: boolean; dateTime?: string }[] = [];
  let discontinuity = false;
  let dateTime: string | undefined;
  let duration = Number.NaN;
  for (const line of lines) {
    if (line === "#EXT-X-DISCONTINUITY") discontinuity = true;
    else if (line.startsWith("#EXT-X-PROGRAM-DATE-TIME:")) dateTime = line.slice(25);
    else if (line.startsWith("#EXTINF:")) duration = Number(line.slice(8).split(",")[0]);
    else if (!line.startsWith("#")) {
      segments.push({ uri: line, duration, discontinuity, ...(dateTime ? { dateTime } : {}) });
      discontinuity = false;
      dateTime = undefined;
    }
  }
  return {
    lines,
    mediaSequence: Number(tag("#EXT-X-MEDIA-SEQUENCE")),
    discontinuitySequence: Number(tag("#EXT-X-DISCONTINUITY-SEQUENCE")),
    targetDuration: Number(tag("#EXT-X-TARGETDURATION")),
    segments,
    uris: segments.map((s) => s.uri.slice(BASE.length)),
  };
}

const at = (seconds: number, windowSize?: number, vod = VOD) =>
  read(liveWindow(vod, { epochMs: EPOCH, nowMs: EPOCH + seconds * 1000, segmentBase: BASE, windowSize }));

describe("parseMediaPlaylist", () => {
  it("reads the playlist ffmpeg's HLS muxer writes", () => {
    const text = [
      "#EXTM3U",
      "#EXT-X-VERSION:3",
      "#EXT-X-TARGETDURATION:4",
      "#EXT-X-MEDIA-SEQUENCE:0",
      "#EXT-X-PLAYLIST-TYPE:VOD",
      "#EXTINF:4.000000,",
      "360p-000.ts",
      "#EXTINF:3.966667,",
      "360p-001.ts",
      "#EXTINF:1.5,a title, with a comma",
      "360p-002.ts",
      "#EXT-X-ENDLIST",
      "",
    ].join("\n");
    expect(parseMediaPlaylist(text)).toEqual({
      targetDuration: 4,
      segments: [
        { uri: "360p-000.ts", duration: 4 },
        { uri: "360p-001.ts", duration: 3.966667 },
        { uri: "360p-002.ts", duration: 1.5 },
      ],
    });
  });

  it("accepts CRLF line ends and works out a missing target duration", () => {
    const text = "#EXTM3U\r\n#EXTINF:2.5,\r\na.ts\r\n#EXTINF:4.2,\r\nb.ts\r\n#EXT-X-ENDLIST\r\n";
    expect(parseMediaPlaylist(text)).toEqual({
      targetDuration: 5,
      segments: [
        { uri: "a.ts", duration: 2.5 },
        { uri: "b.ts", duration: 4.2 },
      ],
    });
  });

  it("refuses a playlist with no segments", () => {
    expect(() => parseMediaPlaylist("#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-ENDLIST\n")).toThrow(
      "media playlist has no segments",
    );
  });

  it("refuses what it cannot loop faithfully", () => {
    expect(() => parseMediaPlaylist("not a playlist")).toThrow(/not an HLS playlist/);
    expect(() => parseMediaPlaylist("#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p.m3u8\n")).toThrow(
      /master playlist/,
    );
    expect(() => parseMediaPlaylist("#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI=k\n#EXTINF:4,\na.ts\n")).toThrow(
      /#EXT-X-KEY/,
    );
    expect(() => parseMediaPlaylist("#EXTM3U\na.ts\n")).toThrow(/without #EXTINF/);
    expect(() => parseMediaPlaylist("#EXTM3U\n#EXTINF:0,\na.ts\n")).toThrow(/bad segment duration/);
  });
});

describe("liveWindow", () => {
  it("is a live playlist: no end, no playlist type, version 3, target duration rounded up", () => {
    const vod: MediaPlaylist = {
      targetDuration: 4,
      segments: [
        { uri: "a.ts", duration: 4.2 },
        { uri: "b.ts", duration: 3 },
      ],
    };
    const text = liveWindow(vod, { epochMs: EPOCH, nowMs: EPOCH + 123_456, segmentBase: BASE });
    expect(text.startsWith("#EXTM3U\n")).toBe(true);
    expect(text.endsWith("\n")).toBe(true);
    expect(text).not.toContain("#EXT-X-ENDLIST");
    expect(text).not.toContain("#EXT-X-PLAYLIST-TYPE");
    const playlist = read(text);
    expect(playlist.lines).toContain("#EXT-X-VERSION:3");
    expect(playlist.targetDuration).toBe(5);
  });

  it("lists exactly the segments that have begun, up to the window", () => {
    expect(at(0).uris).toEqual(["s0.ts"]);
    expect(at(3.999).uris).toEqual(["s0.ts"]);
    expect(at(4).uris).toEqual(["s0.ts", "s1.ts"]);
    expect(at(8).uris).toEqual(["s0.ts", "s1.ts", "s2.ts"]);
    expect(at(9.999).uris).toEqual(["s0.ts", "s1.ts", "s2.ts"]);
    expect(at(10).uris).toEqual(["s0.ts", "s1.ts", "s2.ts", "s0.ts"]);
    // 25 s: loop 2, 5 s in, so segment 7 (s1) is the newest; six back is segment 2.
    const later = at(25);
    expect(later.mediaSequence).toBe(2);
    expect(later.uris).toEqual(["s2.ts", "s0.ts", "s1.ts", "s2.ts", "s0.ts", "s1.ts"]);
    expect(later.segments.map((s) => s.duration)).toEqual([2, 4, 4, 2, 4, 4]);
    expect(later.segments[0]!.uri).toBe("/media/abc/s2.ts");
  });

  it("tells players to join in the middle of the third segment from the end", () => {
    // 25 s: the window is s2 s0 s1 s2 s0 s1 (2 4 4 2 4 4 s); the third from the end is s2 (2 s),
    // so the start is 4 + 4 + 1 = 9 s before the end.
    expect(at(25).lines).toContain("#EXT-X-START:TIME-OFFSET=-9.000");
    // Fewer than three segments: no start point, the player picks.
    expect(at(4).lines.some((l) => l.startsWith("#EXT-X-START"))).toBe(false);
  });

  it("never lists more than the window size", () => {
    for (const windowSize of [1, 2, 3, 6, 10]) {
      for (let s = 0; s < 100; s += 0.5) {
        const { segments } = at(s, windowSize);
        expect(segments.length).toBeLessThanOrEqual(windowSize);
        // Once enough segments have begun, the window is full.
        if (s >= 10 * Math.ceil(windowSize / 3)) expect(segments.length).toBe(windowSize);
      }
    }
    expect(at(1000, 1).uris).toEqual(["s0.ts"]);
  });

  it("moves the media sequence on by one each time a segment begins", () => {
    const vod: MediaPlaylist = {
      targetDuration: 4,
      segments: Array.from({ length: 5 }, (_, i) => ({ uri: `${i}.ts`, duration: 4 })),
    };
    const sequences = Array.from({ length: 20 }, (_, k) => at(4 * k, 3, vod).mediaSequence);
    // Segments 0..2 fill the window; from then on the oldest slides out every 4 s.
    expect(sequences).toEqual([0, 0, 0, ...Array.from({ length: 17 }, (_, k) => k + 1)]);
    // In between, nothing changes.
    expect(at(4 * 7 + 3.999, 3, vod).mediaSequence).toBe(5);
    // With uneven segments it moves when each one begins: at 0, 4, 8, 10, 14, 18, 20 s.
    expect([10, 13.9, 14, 18, 19.9, 20].map((s) => at(s, 3).mediaSequence)).toEqual([1, 1, 2, 3, 3, 4]);
  });

  it("marks each loop with a discontinuity and counts the ones that slid out", () => {
    // The first segment of the stream needs no discontinuity; where the loop wraps, one is due.
    const first = at(10);
    expect(first.discontinuitySequence).toBe(0);
    expect(first.segments.map((s) => s.discontinuity)).toEqual([false, false, false, true]);

    // 20 s, window 3: segments 4, 5, 6; segment 6 starts loop 2.
    const twenty = at(20, 3);
    expect(twenty.mediaSequence).toBe(4);
    expect(twenty.uris).toEqual(["s1.ts", "s2.ts", "s0.ts"]);
    expect(twenty.discontinuitySequence).toBe(1);
    expect(twenty.segments.map((s) => s.discontinuity)).toEqual([false, false, true]);

    // 28 s: segment 6 is now first, and keeps its discontinuity until it slides out...
    const first6 = at(28, 3);
    expect(first6.mediaSequence).toBe(6);
    expect(first6.segments.map((s) => s.discontinuity)).toEqual([true, false, false]);
    expect(first6.discontinuitySequence).toBe(1);
    // ...when the sequence counts it.
    const after = at(30, 3);
    expect(after.mediaSequence).toBe(7);
    expect(after.uris).toEqual(["s1.ts", "s2.ts", "s0.ts"]);
    expect(after.discontinuitySequence).toBe(2);
  });

  it("gives every segment the same discontinuity number in every playlist it appears in", () => {
    for (const windowSize of [1, 2, 3, 4, 7]) {
      for (let s = 0; s < 80; s += 1) {
        const playlist = at(s, windowSize);
        let number = playlist.discontinuitySequence;
        playlist.segments.forEach((segment, k) => {
          if (segment.discontinuity) number++;
          // Segment n belongs to loop floor(n / 3), which is the number of wraps before it.
          expect(number, `segment ${playlist.mediaSequence + k} at ${s} s`).toBe(
            Math.floor((playlist.mediaSequence + k) / 3),
          );
        });
      }
    }
  });

  it("dates the first listed segment from when it began", () => {
    expect(at(25).segments[0]!.dateTime).toBe(new Date(EPOCH + 8000).toISOString());
    expect(at(25).segments.filter((s) => s.dateTime)).toHaveLength(1);
    expect(at(0).segments[0]!.dateTime).toBe("2026-01-01T12:00:00.000Z");
  });

  it("shows the first segment before the epoch", () => {
    const before = read(liveWindow(VOD, { epochMs: EPOCH, nowMs: EPOCH - 3_600_000, segmentBase: BASE }));
    expect(before).toEqual(at(0));
    expect(before.mediaSequence).toBe(0);
    expect(before.uris).toEqual(["s0.ts"]);
    expect(before.segments[0]!.discontinuity).toBe(false);
  });

  it("does not drift over long runs when durations are not exact in binary", () => {
    // 0.1 s + 0.2 s is 0.30000000000000004 in floating point; summed in seconds, the loop boundary
    // would be missed after enough loops.
    const vod: MediaPlaylist = {
      targetDuration: 1,
      segments: [
        { uri: "a.ts", duration: 0.1 },
        { uri: "b.ts", duration: 0.2 },
      ],
    };
    const loops = 10_000_000_000;
    const wrap = read(liveWindow(vod, { epochMs: 0, nowMs: loops * 300, segmentBase: BASE, windowSize: 2 }));
    expect(wrap.mediaSequence).toBe(2 * loops - 1);
    expect(wrap.uris).toEqual(["b.ts", "a.ts"]);
    expect(wrap.segments[0]!.dateTime).toBe(new Date(loops * 300 - 200).toISOString());
    expect(wrap.discontinuitySequence).toBe(loops - 1);
  });

  it("times segments in whole milliseconds, as their durations are listed", () => {
    // ffmpeg writes 29.97 fps durations such as 3.336667 s; each counts as 3337 ms, a loop as 10001 ms.
    const vod: MediaPlaylist = {
      targetDuration: 4,
      segments: [
        { uri: "a.ts", duration: 3.336667 },
        { uri: "b.ts", duration: 3.336667 },
        { uri: "c.ts", duration: 3.326667 },
      ],
    };
    const loops = 1_000_000;
    const window = (nowMs: number) =>
      read(liveWindow(vod, { epochMs: 0, nowMs, segmentBase: BASE, windowSize: 1 }));
    expect(window(loops * 10_001).uris).toEqual(["a.ts"]);
    expect(window(loops * 10_001).mediaSequence).toBe(3 * loops);
    expect(window(loops * 10_001 - 1).uris).toEqual(["c.ts"]);
    expect(window(loops * 10_001 + 3337).uris).toEqual(["b.ts"]);
    expect(window(loops * 10_001 + 3336).uris).toEqual(["a.ts"]);
    expect(window(0).segments[0]!.duration).toBe(3.337);
  });

  it("keeps absolute segment addresses as they are", () => {
    const vod: MediaPlaylist = {
      targetDuration: 4,
      segments: [
        { uri: "https://cdn.example/a.ts", duration: 4 },
        { uri: "/media/other/b.ts", duration: 4 },
      ],
    };
    const { segments } = read(liveWindow(vod, { epochMs: EPOCH, nowMs: EPOCH + 4000, segmentBase: BASE }));
    expect(segments.map((s) => s.uri)).toEqual(["https://cdn.example/a.ts", "/media/other/b.ts"]);
  });

  it("refuses a window of no segments", () => {
    expect(() => liveWindow(VOD, { epochMs: EPOCH, nowMs: EPOCH, segmentBase: BASE, windowSize: 0 })).toThrow(
      RangeError,
    );
  });
});
