import { type ContentDetail, ContentDetailResponseSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, seededIds, TEST_PUBLIC_URL, type TestApp } from "../../testing/test-app.ts";
import { testItem } from "../../testing/test-content.ts";
import { insertContent, type MediaFileInput } from "../../write/write-content.ts";

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seededIds(t);
});

const detail = async (id: number, path = t.paths.contentDetail): Promise<ContentDetail> => {
  const { status, body } = await t.call(path(t.ids.encode(id)));
  expect(status).toBe(200);
  return ContentDetailResponseSchema.parse(body).data;
};
const media = (url: string) => url.startsWith(`${TEST_PUBLIC_URL}/media/seed/`);
const captionUrl = (lang: string) =>
  new RegExp(`^${TEST_PUBLIC_URL}/media/seed/captions/[\\w-]+\\.${lang}\\.[0-9a-f]{10}\\.vtt$`);
const CHINESE = { lang: "zh-CN", label: "中文", url: expect.stringMatching(captionUrl("zh-CN")) };
const ENGLISH = { lang: "en", label: "English", url: expect.stringMatching(captionUrl("en")) };
const PREVIEW = new RegExp(
  `^${TEST_PUBLIC_URL}/media/seed/previews/[\\w-]+\\.[0-9a-f]{10}/thumbnails\\.vtt$`,
);
/** A published video of the test's own with the files `media`, 30 s long; its id. */
const writeVideo = async (key: string, media: MediaFileInput[]) =>
  (await insertContent(t.db, testItem({ source_key: key, type: "video", duration: 30, media })))!;
const standalone = (type: string) => seeded.listed.filter((r) => r.type === type);
const members = (type: string) => seeded.albumMembers.filter((r) => r.type === type);

describe("the content detail's media", () => {
  it("gives a video its MP4, HLS master, three renditions largest first, poster, length and size", async () => {
    for (const row of standalone("video")) {
      const data = await detail(row.id);
      expect(data.media?.kind).toBe("video");
      if (data.media?.kind !== "video") return;
      const v = data.media;
      expect(v).toMatchObject({ mime: "video/mp4", width: 1280, height: 720, duration: 20 });
      expect(v.url).toMatch(/\/media\/seed\/videos\/[\w-]+\.[0-9a-f]{10}\/video\.mp4$/);
      expect(v.hls).toBe(v.url.replace(/video\.mp4$/, "master.m3u8"));
      expect(v.renditions.map((r) => [r.width, r.height])).toEqual([
        [1280, 720],
        [960, 540],
        [640, 360],
      ]);
      expect(v.renditions.every((r) => media(r.url) && r.url.endsWith(".m3u8"))).toBe(true);
      expect(v.poster).toMatchObject({ width: 1280, height: 720 });
      expect(v.poster.url).toBe(v.url.replace(/video\.mp4$/, "poster.jpg"));
      expect(v.poster.widths).toEqual([120, 240, 360, 480, 640, 960]);
      // Sizes and bit rates are measured once the files are made; the service tests make none.
      expect(v.size).toBeNull();
      // Its narration in Chinese then English, and the seek preview's index.
      expect(v.captions).toEqual([CHINESE, ENGLISH]);
      expect(v.thumbnails).toMatch(PREVIEW);
      expect(data.duration).toBe(20);
      expect(data).not.toHaveProperty("album");
    }
  });

  it("gives a short video its upright clip, one rendition and its poster", async () => {
    const clips = standalone("svideo");
    expect(clips).toHaveLength(12);
    const data = await detail(clips[0]!.id);
    expect(data.media).toMatchObject({ kind: "video", width: 540, height: 960, duration: 10 });
    if (data.media?.kind !== "video") return;
    expect(data.media.url).toMatch(/\/media\/seed\/clips\//);
    expect(data.media.renditions.map((r) => [r.width, r.height])).toEqual([[540, 960]]);
    expect(data.media.poster).toMatchObject({ width: 540, height: 960 });
    // A clip is narrated in Chinese only.
    expect(data.media.captions).toEqual([CHINESE]);
    expect(data.media.thumbnails).toMatch(PREVIEW);
  });

  it("gives an episode its place in its series", async () => {
    const episodes = members("video");
    expect(episodes).toHaveLength(10);
    const positions = [];
    for (const row of episodes) {
      const data = await detail(row.id);
      expect(data.album).toMatchObject({ type: "video_album", count: 5 });
      expect(data.media).toMatchObject({ kind: "video", duration: 12, captions: [CHINESE, ENGLISH] });
      expect(data.media).toHaveProperty("thumbnails", expect.stringMatching(PREVIEW));
      positions.push(data.album!.position);
    }
    expect(positions.sort()).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it("gives a track its file, type, length, its album's artwork and its place", async () => {
    const tracks = members("audio");
    expect(tracks).toHaveLength(20);
    const data = await detail(tracks[0]!.id);
    expect(data.media?.kind).toBe("audio");
    if (data.media?.kind !== "audio") return;
    expect(data.media.mime).toBe("audio/mp4");
    expect(data.media.url).toMatch(/\/media\/seed\/audio\/[\w-]+\.[0-9a-f]{10}\.m4a$/);
    expect(data.media.duration).toBeGreaterThanOrEqual(50);
    expect(data.media.cover).toMatchObject({ width: 600, height: 600 });
    expect(data.album).toMatchObject({ type: "audio_album", count: 10 });
    const album = await detail(t.ids.decode(data.album!.id)!);
    expect(album.title).toBe(data.album!.title);
    expect(data.media.cover!.url).toBe(album.cover!.url);
  });

  it("gives a gallery its pictures in order, with sizes and captions, apart from the body's images", async () => {
    for (const row of standalone("gallery")) {
      const data = await detail(row.id);
      expect(data.media?.kind).toBe("gallery");
      if (data.media?.kind !== "gallery") return;
      const pictures = data.media.images;
      expect(pictures.length).toBeGreaterThanOrEqual(6);
      expect(pictures.length).toBeLessThanOrEqual(12);
      expect(data.image_count).toBe(pictures.length);
      for (const p of pictures) {
        expect(media(p.url)).toBe(true);
        expect(p.width).toBeGreaterThan(0);
        expect(p.height).toBeGreaterThan(0);
        expect(p.caption.length).toBeGreaterThan(8);
      }
      expect(new Set(pictures.map((p) => p.url)).size).toBe(pictures.length);
      expect(data.images).toEqual([]);
    }
  });

  it("gives an album's own detail its count and length, and no media", async () => {
    const [record] = standalone("audio_album");
    const data = await detail(record!.id);
    expect(data.item_count).toBe(10);
    expect(data.duration).toBeGreaterThan(500);
    expect(data).not.toHaveProperty("media");
  });

  it("gives an article neither media nor album", async () => {
    const data = await detail(seeded.byType("doc")[0]!.id);
    expect(data).not.toHaveProperty("media");
    expect(data).not.toHaveProperty("album");
  });

  it("answers the media-account detail with the same media", async () => {
    const row = seeded.published.find((r) => r.type === "video" && r.mp_id !== null)!;
    const inner = await detail(row.id);
    const mp = await detail(row.id, t.paths.mpContentDetail);
    expect(mp.media).toEqual(inner.media);
    expect(mp.actor).toBe("mp");
  });

  it("gives a video without caption tracks or a seek preview none, and lists its tracks in Chinese first", async () => {
    const sized = { kind: "video", width: 640, height: 360 } as const;
    const files: MediaFileInput[] = [
      { ...sized, role: "file", url: "/media/t/video.mp4", mime: "video/mp4", duration: 30 },
      { ...sized, role: "hls", url: "/media/t/master.m3u8", mime: "application/vnd.apple.mpegurl" },
      { ...sized, role: "poster", url: "/media/t/poster.jpg", mime: "image/jpeg" },
    ];
    const bare = await detail(await writeVideo("test:video-without-tracks", files));
    expect(bare.media).toMatchObject({ kind: "video", captions: [], thumbnails: null });

    const track = (lang: string, label: string | null): MediaFileInput => {
      return { kind: "video", role: "captions", url: `/media/t/${lang}.vtt`, mime: "text/vtt", lang, label };
    };
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const tracked = await detail(
      await writeVideo("test:video-with-tracks", [
        ...files,
        track("en", "English"),
        track("ja", null),
        track("zh-CN", "中文"),
        { kind: "video", role: "thumbnails", url: "/media/t/thumbnails.vtt", mime: "text/vtt" },
      ]),
    );
    expect(tracked.media).toMatchObject({
      captions: [
        { lang: "zh-CN", label: "中文", url: `${TEST_PUBLIC_URL}/media/t/zh-CN.vtt` },
        { lang: "en", label: "English", url: `${TEST_PUBLIC_URL}/media/t/en.vtt` },
      ],
      thumbnails: `${TEST_PUBLIC_URL}/media/t/thumbnails.vtt`,
    });
    // A track without its name cannot be listed in a menu: left out, said in the log.
    expect(String(log.mock.calls[0]?.[0])).toContain('caption track "/media/t/ja.vtt" cannot be shown');
    log.mockRestore();
  });

  it("shows a video whose files are not all recorded without them rather than failing", async () => {
    const id = await writeVideo("test:video-without-files", [
      { kind: "video", role: "file", url: "/media/x/video.mp4", mime: "video/mp4", width: 640, height: 360 },
    ]);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const data = await detail(id);
    expect(data).not.toHaveProperty("media");
    expect(data.duration).toBe(30);
    expect(String(log.mock.calls[0]?.[0])).toContain(
      `item ${id}: video "/media/x/video.mp4" cannot be shown`,
    );
    log.mockRestore();
  });
});
