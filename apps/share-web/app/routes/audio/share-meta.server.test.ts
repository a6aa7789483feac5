import { describe, expect, it } from "vitest";
import { type AudioShareInput, audioShareMeta } from "./share-meta.server.ts";

const cover = {
  url: "https://media.davmu.test/media/covers/album-1.jpg",
  width: 600,
  height: 600,
  widths: [120, 240],
};
const track: AudioShareInput = {
  title: "窗外下着小雨",
  summary: "用合成器模拟雨点的颗粒感。",
  keywords: ["夜晚", "雨"],
  cover,
  source: "文博有约",
  mp: {
    id: "Bk1Og15b",
    name: "文博有约",
    avatar: "https://media.davmu.test/media/a.webp",
    description: "",
    follower_count: 1,
  },
  publish_time: 1_772_000_000,
  view_count: 33_000,
  media: {
    kind: "audio",
    url: "https://media.davmu.test/media/audio/rain.m4a",
    mime: "audio/mp4",
    duration: 64,
    size: 1_000_000,
    cover,
  },
  album: {
    title: "深夜书房",
    url: "https://share.davmu.test/davmu/share/mp/audio_album/AbCdEf12",
    position: 2,
  },
};
const ctx = {
  site: { siteName: "davmu", description: "好新闻", logo: null, shareImage: null },
  canonical: "https://share.davmu.test/davmu/share/mp/audio/2026/02/XyZaBc34",
  language: "zh-CN",
};

const content = (meta: ReturnType<typeof audioShareMeta>["meta"], key: string) =>
  (meta as Record<string, string>[]).find((m) => m.property === key || m.name === key)?.content;

describe("audioShareMeta", () => {
  const share = audioShareMeta(track, ctx);

  it("is a song of its album, with its length", () => {
    expect(content(share.meta, "og:type")).toBe("music.song");
    expect(content(share.meta, "music:duration")).toBe("64");
    expect(content(share.meta, "music:album")).toBe(track.album?.url);
    expect(content(share.meta, "music:album:track")).toBe("2");
    expect(share.meta).toContainEqual({ tagName: "link", rel: "canonical", href: ctx.canonical });
  });

  it("names the file as og:audio when it is served over https, and not otherwise", () => {
    expect(content(share.meta, "og:audio")).toBe(track.media?.url);
    expect(content(share.meta, "og:audio:type")).toBe("audio/mp4");
    const plain = audioShareMeta(
      { ...track, media: { ...track.media!, url: "http://127.0.0.1:9528/media/rain.m4a" } },
      ctx,
    );
    expect(content(plain.meta, "og:audio")).toBeUndefined();
  });

  it("describes the track as an AudioObject in its playlist", () => {
    expect(share.jsonLd).toMatchObject({
      "@type": "AudioObject",
      name: track.title,
      contentUrl: track.media?.url,
      encodingFormat: "audio/mp4",
      duration: "PT1M4S",
      isPartOf: { "@type": "MusicPlaylist", name: "深夜书房", url: track.album?.url },
      position: 2,
      author: { "@type": "Person", name: "文博有约" },
      interactionStatistic: { userInteractionCount: 33_000 },
    });
  });

  it("gives WeChat's card with the album's artwork", () => {
    expect(share.wechat).toEqual({
      title: track.title,
      desc: track.summary,
      link: ctx.canonical,
      imgUrl: cover.url,
    });
  });

  it("leaves out the album and the file where there are none", () => {
    const alone = audioShareMeta({ ...track, album: null, media: null }, ctx);
    expect(content(alone.meta, "music:album")).toBeUndefined();
    expect(content(alone.meta, "music:duration")).toBeUndefined();
    expect(alone.jsonLd).not.toHaveProperty("isPartOf");
    expect(alone.jsonLd).not.toHaveProperty("contentUrl");
  });
});
