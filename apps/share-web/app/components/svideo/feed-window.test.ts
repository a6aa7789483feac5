import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, LOCALES } from "../../platform/i18n/locales.ts";
import type { ClipView } from "./clip-view.ts";
import { addPage, clipUrl, indexAt, mergeClips, needsMore, slideMount, stepTo } from "./feed-window.ts";

const clip = (id: string): ClipView => ({
  id,
  type: "svideo",
  actor: "mp",
  title: `clip ${id}`,
  summary: "",
  source: "s",
  mp: null,
  // 2026-03-01 12:00 in China.
  publish_time: 1772337600,
  like_count: 0,
  comment_count: 0,
  share_count: 0,
  poster: null,
  media: null,
});

describe("which slides are mounted", () => {
  it("gives the current clip and its neighbours a video element once playback has started", () => {
    const mounts = Array.from({ length: 7 }, (_, i) => slideMount(i, 3, true));
    expect(mounts).toEqual(["poster", "poster", "video", "video", "video", "poster", "none"]);
  });

  it("keeps the shared clip's poster and title however far the visitor goes: it is the page's heading", () => {
    expect(slideMount(0, 40, true)).toBe("poster");
    expect(slideMount(1, 40, true)).toBe("none");
  });

  it("gives no slide a video element before playback has started: posters only", () => {
    const mounts = Array.from({ length: 5 }, (_, i) => slideMount(i, 0, false));
    expect(mounts).toEqual(["poster", "poster", "poster", "none", "none"]);
  });

  it("before a tap, loads only the current clip ahead when it may: not its neighbours", () => {
    const mounts = Array.from({ length: 5 }, (_, i) => slideMount(i, 1, false, true));
    expect(mounts).toEqual(["poster", "video", "poster", "poster", "none"]);
  });

  it("mounts at most three video elements wherever the visitor is", () => {
    for (let active = 0; active < 20; active++) {
      const videos = Array.from({ length: 20 }, (_, i) => slideMount(i, active, true)).filter(
        (m) => m === "video",
      );
      expect(videos.length).toBe(active === 0 || active === 19 ? 2 : 3);
    }
  });
});

describe("moving through the feed", () => {
  it("steps to the next and previous clip, never past either end", () => {
    expect(stepTo(0, 1, 5)).toBe(1);
    expect(stepTo(3, -1, 5)).toBe(2);
    expect(stepTo(4, 1, 5)).toBe(4);
    expect(stepTo(0, -1, 5)).toBe(0);
    expect(stepTo(0, 1, 0)).toBe(0);
  });

  it("reads the clip that fills most of the feed from the scroll position", () => {
    expect(indexAt(0, 800, 5)).toBe(0);
    expect(indexAt(399, 800, 5)).toBe(0);
    expect(indexAt(401, 800, 5)).toBe(1);
    expect(indexAt(1600, 800, 5)).toBe(2);
    expect(indexAt(99_999, 800, 5)).toBe(4);
    expect(indexAt(100, 0, 5)).toBe(0);
  });

  it("asks for the next page three clips before the end, once at a time, while there is more", () => {
    expect(needsMore(0, 6, true, false)).toBe(false);
    expect(needsMore(2, 6, true, false)).toBe(false);
    expect(needsMore(3, 6, true, false)).toBe(true);
    expect(needsMore(3, 6, true, true)).toBe(false);
    expect(needsMore(5, 6, false, false)).toBe(false);
    expect(needsMore(0, 1, true, false)).toBe(true);
  });

  it("adds a page without repeating the shared clip or a clip of an earlier page", () => {
    const merged = mergeClips([clip("a"), clip("b")], [clip("a"), clip("c"), clip("c"), clip("d")]);
    expect(merged.map((c) => c.id)).toEqual(["a", "b", "c", "d"]);
    expect(mergeClips([clip("a")], [clip("a")]).map((c) => c.id)).toEqual(["a"]);
  });
});

describe("paging", () => {
  it("adds a page after the shared clip and says whether more are to come", () => {
    const start = { clips: [clip("a")], pageindex: 0, hasMore: true, status: "loading" as const };
    const one = addPage(start, { clips: [clip("b"), clip("a"), clip("c")], pageindex: 1, hasMore: true });
    expect(one).toEqual({
      clips: [clip("a"), clip("b"), clip("c")],
      pageindex: 1,
      hasMore: true,
      status: "idle",
    });
    const two = addPage(one, { clips: [clip("d")], pageindex: 2, hasMore: false });
    expect(two.clips.map((c) => c.id)).toEqual(["a", "b", "c", "d"]);
    expect(two).toMatchObject({ pageindex: 2, hasMore: false });
  });
});

describe("the address follows the visible clip", () => {
  it("is the clip's own page in the page's locale, keeping the query", () => {
    expect(clipUrl(clip("AbCdEf12"), DEFAULT_LOCALE, "")).toBe("/davmu/share/mp/svideo/2026/03/AbCdEf12");
    const en = LOCALES.find((l) => l.code === "en")!;
    expect(clipUrl({ ...clip("XyZ12345"), actor: "news" }, en, "?from=timeline")).toBe(
      "/davmu/share/en/news/svideo/2026/03/XyZ12345?from=timeline",
    );
  });
});
