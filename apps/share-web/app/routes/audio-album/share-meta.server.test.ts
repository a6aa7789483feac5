import { describe, expect, it } from "vitest";
import { type AudioAlbumShareInput, audioAlbumShareMeta } from "./share-meta.server.ts";

const album: AudioAlbumShareInput = {
  title: "深夜书房：十首安静的睡前音乐",
  summary: "十首舒缓的器乐小品。",
  keywords: ["轻音乐", "助眠"],
  cover: { url: "https://media.davmu.test/media/covers/album-1.jpg", width: 600, height: 600 },
  source: "文博有约",
  mp: null,
  publish_time: 1_772_000_000,
  update_time: 1_772_003_600,
  view_count: 31_000,
  item_count: 30,
  duration: 1_800,
  tracks: Array.from({ length: 30 }, (_, i) => ({
    title: `Track ${i + 1}`,
    url: `https://share.davmu.test/davmu/share/mp/audio/2026/02/t${i + 1}`,
    position: i + 1,
    duration: 60,
  })),
};
const ctx = {
  site: { siteName: "davmu", description: "好新闻", logo: null, shareImage: null },
  canonical: "https://share.davmu.test/davmu/share/mp/audio_album/2026/02/AbCdEf12",
  language: "zh-CN",
};

describe("audioAlbumShareMeta", () => {
  const share = audioAlbumShareMeta(album, ctx);
  const props = (key: string) =>
    (share.meta as Record<string, string>[]).filter((m) => m.property === key).map((m) => m.content);

  it("is a playlist whose songs are the first tracks' pages, in order", () => {
    expect(props("og:type")).toEqual(["music.playlist"]);
    const songs = props("music:song");
    expect(songs).toHaveLength(20);
    expect(songs[0]).toBe(album.tracks[0]?.url);
    expect(props("music:song:track").slice(0, 3)).toEqual(["1", "2", "3"]);
  });

  it("describes the album as a MusicPlaylist of MusicRecordings in an ItemList", () => {
    expect(share.jsonLd).toMatchObject({
      "@type": "MusicPlaylist",
      name: album.title,
      url: ctx.canonical,
      numTracks: 30,
      duration: "PT30M",
      author: { "@type": "Organization", name: "文博有约" },
      track: { "@type": "ItemList", numberOfItems: 30 },
    });
    const list = (share.jsonLd.track as { itemListElement: unknown[] }).itemListElement;
    expect(list).toHaveLength(30);
    expect(list[1]).toEqual({
      "@type": "ListItem",
      position: 2,
      item: { "@type": "MusicRecording", name: "Track 2", url: album.tracks[1]?.url, duration: "PT1M" },
    });
  });

  it("gives WeChat's card with the cover", () => {
    expect(share.wechat).toEqual({
      title: album.title,
      desc: album.summary,
      link: ctx.canonical,
      imgUrl: album.cover?.url,
    });
  });
});
