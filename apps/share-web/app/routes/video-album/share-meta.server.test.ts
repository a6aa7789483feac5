import type { AlbumItem } from "@davmu/contract/client";
import { describe, expect, it } from "vitest";
import { type VideoAlbumShareInput, videoAlbumShareMeta } from "./share-meta.server.ts";

const album: VideoAlbumShareInput = {
  title: "器物有话说 · 第一季",
  summary: "五集短纪录片，\n走进博物馆的库房。",
  keywords: ["博物馆", "纪录片"],
  cover: { url: "https://media.davmu.test/covers/album.jpg", width: 750, height: 420 },
  source: "文博有约",
  mp: {
    id: "Bk1Og15b",
    name: "文博有约",
    avatar: "https://media.davmu.test/a.webp",
    description: "",
    follower_count: 1,
  },
  publish_time: 1_794_265_000,
  update_time: 1_794_300_000,
  item_count: 2,
  view_count: 81_595,
};

const item = (position: number, https: boolean): AlbumItem => ({
  id: `Episode00${position}`,
  type: "video",
  title: `第${position}集`,
  summary: position === 1 ? "一只梅瓶" : "",
  position,
  cover: { url: `https://media.davmu.test/covers/ep${position}.jpg`, width: 750, height: 420 },
  duration: 75,
  publish_time: 1_794_265_000 + position,
  view_count: 1,
  media: {
    kind: "video",
    url: `${https ? "https" : "http"}://media.davmu.test/ep${position}.mp4`,
    mime: "video/mp4",
    hls: `https://media.davmu.test/ep${position}.m3u8`,
    renditions: [],
    poster: { url: `https://media.davmu.test/ep${position}-poster.jpg`, width: 1280, height: 720 },
    width: 1280,
    height: 720,
    duration: 75,
    size: null,
    captions: [],
    thumbnails: null,
  },
});

const canonical = "https://share.davmu.test/davmu/share/mp/video_album/2026/11/AlbumId1";
const site = { siteName: "davmu", description: "好新闻", logo: null, shareImage: null };
const episodes = [item(1, true), item(2, true)];

const content = (meta: ReturnType<typeof videoAlbumShareMeta>["meta"], key: string) =>
  (meta as Record<string, string>[]).find((m) => m.property === key || m.name === key)?.content;

describe("videoAlbumShareMeta", () => {
  const share = videoAlbumShareMeta(album, {
    site,
    canonical,
    language: "zh-CN",
    episodes,
    current: episodes[1]!,
  });

  it("gives the album's title, description and canonical URL, whichever episode plays", () => {
    expect(share.meta).toContainEqual({ title: "器物有话说 · 第一季 - davmu" });
    expect(content(share.meta, "description")).toBe("五集短纪录片， 走进博物馆的库房。");
    expect(share.meta).toContainEqual({ tagName: "link", rel: "canonical", href: canonical });
  });

  it("is a video series to Open Graph, with the playing episode's file where it is https", () => {
    expect(content(share.meta, "og:type")).toBe("video.tv_show");
    expect(content(share.meta, "og:image")).toBe(album.cover?.url);
    expect(content(share.meta, "og:video")).toBe("https://media.davmu.test/ep2.mp4");
    expect(content(share.meta, "twitter:card")).toBe("player");
    expect(content(share.meta, "twitter:player")).toBe(`${canonical}?ep=Episode002`);
    expect((share.meta as Record<string, string>[]).filter((m) => m.name === "twitter:card")).toHaveLength(1);
    const plain = videoAlbumShareMeta(album, {
      site,
      canonical,
      language: "zh-CN",
      episodes: [item(1, false)],
      current: item(1, false),
    });
    expect(content(plain.meta, "og:video")).toBeUndefined();
    expect(content(plain.meta, "twitter:card")).toBe("summary_large_image");
  });

  it("gives WeChat's card with a link that opens the playing episode", () => {
    expect(share.wechat).toEqual({
      title: album.title,
      desc: "五集短纪录片， 走进博物馆的库房。",
      link: `${canonical}?ep=Episode002`,
      imgUrl: album.cover?.url,
    });
    const first = videoAlbumShareMeta(album, {
      site,
      canonical,
      language: "zh-CN",
      episodes,
      current: episodes[0]!,
    });
    expect(first.wechat.link).toBe(canonical);
  });

  it("describes a CreativeWorkSeries whose parts are its episodes as VideoObjects", () => {
    expect(share.jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CreativeWorkSeries",
      name: album.title,
      url: canonical,
      author: { "@type": "Person", name: "文博有约" },
      inLanguage: "zh-CN",
    });
    const parts = share.jsonLd.hasPart as Record<string, unknown>[];
    expect(parts).toHaveLength(2);
    // An episode that is not playing: what lists it as a video, and its page.
    expect(parts[0]).toEqual({
      "@type": "VideoObject",
      name: "第1集",
      url: canonical,
      position: 1,
      thumbnailUrl: ["https://media.davmu.test/ep1-poster.jpg"],
      uploadDate: new Date((1_794_265_000 + 1) * 1000).toISOString(),
      duration: "PT1M15S",
    });
    // The playing episode in full, its file included; without words of its own, its album's describe it.
    expect(parts[1]).toMatchObject({
      url: `${canonical}?ep=Episode002`,
      description: "五集短纪录片， 走进博物馆的库房。",
      contentUrl: "https://media.davmu.test/ep2.mp4",
      width: 1280,
      height: 720,
    });
  });

  it("describes the episode that plays in full, whichever it is", () => {
    const share = videoAlbumShareMeta(album, {
      site,
      canonical,
      language: "zh-CN",
      episodes,
      current: episodes[0]!,
    });
    const parts = share.jsonLd.hasPart as Record<string, unknown>[];
    expect(parts[0]).toMatchObject({
      description: "一只梅瓶",
      contentUrl: "https://media.davmu.test/ep1.mp4",
    });
    expect(parts[1]).not.toHaveProperty("description");
    expect(parts[1]).not.toHaveProperty("contentUrl");
  });
});
