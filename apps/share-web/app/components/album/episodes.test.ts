import type { AlbumItem } from "@davmu/contract/client";
import { describe, expect, it } from "vitest";
import {
  albumEpisodeHref,
  currentEpisode,
  type EpisodeView,
  episodeSearch,
  episodeShareLink,
  followEpisode,
  mergeEpisodes,
  neighbourPages,
  nextEpisode,
  onlyEpisodeChanged,
  pageOf,
  toEpisodeView,
} from "./episodes.ts";

const episode = (position: number): EpisodeView => ({
  id: `Episode${String(position).padStart(3, "0")}`,
  title: `第${position}集`,
  position,
  duration: 60,
  cover: null,
  poster: null,
  view_count: 0,
  media: null,
});
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => episode(from + i));

describe("the playing episode", () => {
  const five = range(1, 5);
  it("is the one the address names", () => {
    expect(currentEpisode(five, "Episode003")?.position).toBe(3);
  });
  it("is the first without a name, or with one the album does not hold", () => {
    expect(currentEpisode(five, null)?.position).toBe(1);
    expect(currentEpisode(five, "NotInAlbum1")?.position).toBe(1);
  });
  it("is none in an album without episodes", () => {
    expect(currentEpisode([], "Episode001")).toBeNull();
  });
});

describe("the next episode", () => {
  const five = range(1, 5);
  it("follows the playing one in album order", () => {
    expect(nextEpisode(five, five[1]!)?.position).toBe(3);
  });
  it("is none after the last, and none until its page is loaded", () => {
    expect(nextEpisode(five, five[4]!)).toBeNull();
    const firstPage = range(1, 20);
    expect(nextEpisode(firstPage, firstPage[19]!)).toBeNull();
    expect(nextEpisode(mergeEpisodes(firstPage, range(21, 40)), firstPage[19]!)?.position).toBe(21);
  });
});

describe("pages of a long album", () => {
  it("are counted as the album's track pages count them", () => {
    expect([pageOf(1), pageOf(20), pageOf(21), pageOf(45)]).toEqual([1, 1, 2, 3]);
  });
  it("merge in order, each episode once", () => {
    const merged = mergeEpisodes(range(21, 40), [...range(1, 20), episode(21)]);
    expect(merged.map((e) => e.position)).toEqual(range(1, 40).map((e) => e.position));
  });
  it("name what lies either side of what is loaded", () => {
    expect(neighbourPages(range(21, 40), 45)).toEqual({ earlier: 1, later: 3 });
    expect(neighbourPages(range(1, 5), 5)).toEqual({ earlier: null, later: null });
    expect(neighbourPages([], 0)).toEqual({ earlier: null, later: null });
  });
});

describe("the episode in the address", () => {
  it("is set in the query, keeping the rest, and left out for the first", () => {
    expect(episodeSearch("?utm_source=wx", episode(3))).toBe("?utm_source=wx&ep=Episode003");
    expect(episodeSearch("?ep=Episode003&utm_source=wx", episode(1))).toBe("?utm_source=wx");
    expect(episodeSearch("?ep=Episode003", episode(1))).toBe("");
  });
  it("changing alone keeps the page's data", () => {
    const at = (q: string, path = "/davmu/share/mp/video_album/2026/11/AlbumId1") =>
      new URL(`https://share.test${path}${q}`);
    expect(onlyEpisodeChanged(at(""), at("?ep=Episode002"))).toBe(true);
    expect(onlyEpisodeChanged(at("?a=1&ep=Episode002"), at("?ep=Episode003&a=1"))).toBe(true);
    expect(onlyEpisodeChanged(at(""), at("?a=1"))).toBe(false);
    expect(onlyEpisodeChanged(at(""), at("", "/davmu/share/mp/video_album/2026/11/AlbumId2"))).toBe(false);
  });
  it("is carried by a share of any episode but the first", () => {
    const canonical = "https://share.test/davmu/share/mp/video_album/2026/11/AlbumId1";
    expect(episodeShareLink(canonical, episode(2))).toBe(`${canonical}?ep=Episode002`);
    expect(episodeShareLink(canonical, episode(1))).toBe(canonical);
    expect(episodeShareLink(canonical, null)).toBe(canonical);
  });
  it("is followed by the WeChat card's link as the page switches episodes in place", () => {
    const canonical = "https://share.test/davmu/share/mp/video_album/2026/11/AlbumId1";
    expect(followEpisode(`${canonical}?ep=Episode002`, "?ep=Episode004&utm_source=wx")).toBe(
      `${canonical}?ep=Episode004`,
    );
    expect(followEpisode(`${canonical}?ep=Episode002`, "")).toBe(canonical);
  });
  it("is where an episode's own page sends the visitor to its album", () => {
    const album = { id: "AlbumId1", type: "video_album" as const, position: 2 };
    expect(albumEpisodeHref("mp", album, "Episode002")).toBe("/mp/video_album/AlbumId1?ep=Episode002");
    expect(albumEpisodeHref("mp", { ...album, position: 1 }, "Episode001")).toBe("/mp/video_album/AlbumId1");
  });
});

describe("an album's item as the page keeps it", () => {
  const poster = { url: "https://media.test/p.jpg", width: 1280, height: 720 };
  const cover = { url: "https://media.test/c.jpg", width: 750, height: 420 };
  const item: AlbumItem = {
    id: "Episode001",
    type: "video",
    title: "第1集",
    summary: "一只梅瓶",
    position: 1,
    cover,
    duration: 12,
    publish_time: 1_794_265_000,
    view_count: 3,
    media: {
      kind: "video",
      url: "https://media.test/v.mp4",
      mime: "video/mp4",
      hls: "https://media.test/master.m3u8",
      renditions: [{ url: "https://media.test/720p.m3u8", width: 1280, height: 720, bandwidth: 1 }],
      poster,
      width: 1280,
      height: 720,
      duration: 12,
      size: 10,
      captions: [],
      thumbnails: null,
    },
  };
  it("plays the video's files and shows its first frame on the stage", () => {
    const view = toEpisodeView(item);
    expect(view.poster).toEqual(poster);
    expect(view.cover).toEqual(cover);
    expect(view.media).toEqual({
      url: "https://media.test/v.mp4",
      mime: "video/mp4",
      hls: "https://media.test/master.m3u8",
      width: 1280,
      height: 720,
      duration: 12,
      renditions: [{ height: 720, url: "https://media.test/720p.m3u8" }],
      captions: [],
      thumbnails: null,
    });
  });
  it("is listed without a player when its files are not recorded", () => {
    const view = toEpisodeView({ ...item, media: null });
    expect(view.media).toBeNull();
    expect(view.poster).toEqual(cover);
  });
});
