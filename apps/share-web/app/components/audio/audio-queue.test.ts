import { describe, expect, it } from "vitest";
import {
  earlierPage,
  laterPage,
  mergeTracks,
  pageAround,
  pageOf,
  stepFrom,
  type TrackRun,
} from "./audio-queue.ts";
import type { AudioTrack } from "./audio-track.ts";

const track = (position: number, playable = true): AudioTrack => ({
  id: `t${position}`,
  title: `Track ${position}`,
  summary: "",
  position,
  duration: 60,
  view_count: 0,
  publish_time: 1_794_000_000,
  src: playable ? { url: `https://m.example/${position}.m4a`, mime: "audio/mp4" } : null,
  href: `/mp/audio/2026/11/t${position}`,
});
const run = (positions: number[], total: number, pageSize = 4, silent: number[] = []): TrackRun => ({
  tracks: positions.map((p) => track(p, !silent.includes(p))),
  total,
  pageSize,
});

describe("pageOf", () => {
  it.each([
    [1, 8, 1],
    [8, 8, 1],
    [9, 8, 2],
    [17, 8, 3],
    [0, 8, 1],
  ])("position %i in pages of %i is on page %i", (position, size, page) => {
    expect(pageOf(position, size)).toBe(page);
  });
});

describe("mergeTracks", () => {
  it("keeps one track per position, in order, the later answer winning", () => {
    const fresh = { ...track(3), title: "renamed" };
    const merged = mergeTracks([track(5), track(3), track(4)], [track(6), fresh]);
    expect(merged.map((t) => t.position)).toEqual([3, 4, 5, 6]);
    expect(merged[0]?.title).toBe("renamed");
  });
});

describe("earlierPage and laterPage", () => {
  it("name the pages either side of what is loaded, and nothing past the album's ends", () => {
    expect(earlierPage(run([5, 6, 7, 8], 10))).toBe(1);
    expect(laterPage(run([5, 6, 7, 8], 10))).toBe(3);
    expect(earlierPage(run([1, 2, 3, 4], 10))).toBeNull();
    expect(laterPage(run([9, 10], 10))).toBeNull();
    expect(laterPage(run([], 0))).toBeNull();
  });
});

describe("stepFrom", () => {
  it("plays the next loaded track, and the previous one", () => {
    expect(stepFrom(run([1, 2, 3, 4], 10), 2, 1)).toEqual({ track: track(3) });
    expect(stepFrom(run([1, 2, 3, 4], 10), 2, -1)).toEqual({ track: track(1) });
  });

  it("asks for the next page when the next track is past what is loaded", () => {
    expect(stepFrom(run([1, 2, 3, 4], 10), 4, 1)).toEqual({ page: 2 });
    expect(stepFrom(run([5, 6, 7, 8], 10), 5, -1)).toEqual({ page: 1 });
  });

  it("passes over tracks without a file", () => {
    expect(stepFrom(run([1, 2, 3, 4], 10, 4, [2, 3]), 1, 1)).toEqual({ track: track(4) });
    expect(stepFrom(run([1, 2, 3, 4], 10, 4, [3, 4]), 2, 1)).toEqual({ page: 2 });
  });

  it("stops at the album's last track and before its first", () => {
    expect(stepFrom(run([9, 10], 10), 10, 1)).toBeNull();
    expect(stepFrom(run([1, 2], 10), 1, -1)).toBeNull();
    expect(stepFrom(run([7, 8, 9, 10], 10, 4, [9, 10]), 8, 1)).toBeNull();
  });

  it("has nowhere to go for a single track", () => {
    expect(stepFrom(run([1], 1), 1, 1)).toBeNull();
    expect(stepFrom(run([1], 1), 1, -1)).toBeNull();
  });
});

describe("pageAround", () => {
  const items = Array.from({ length: 10 }, (_, i) => ({ id: `t${i + 1}`, position: i + 1 }));

  it("cuts the page that holds the named item", () => {
    const page = pageAround(items, 4, "t6");
    expect(page?.pageindex).toBe(2);
    expect(page?.current).toBe(6);
    expect(page?.list.map((i) => i.position)).toEqual([5, 6, 7, 8]);
  });

  it("starts at the first page when nothing (or something not in the album) is named", () => {
    expect(pageAround(items, 4)?.list.map((i) => i.position)).toEqual([1, 2, 3, 4]);
    expect(pageAround(items, 4, "elsewhere")?.current).toBe(1);
  });

  it("gives the short last page as it is, and nothing for an empty album", () => {
    expect(pageAround(items, 4, "t10")?.list.map((i) => i.position)).toEqual([9, 10]);
    expect(pageAround([], 4)).toBeNull();
  });
});
