import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { mediaDir } from "@davmu/content-api/modules/media/folders.ts";
import {
  createTestApp,
  seededId,
  TEST_DATA_DIR,
  TEST_PUBLIC_URL,
  type TestApp,
} from "@davmu/content-api/testing/test-app.ts";
import { type ContentDetail, ContentDetailResponseSchema } from "@davmu/contract";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_MEDIA_PLAN, generateDemoMedia, type MediaPlan } from "./media/index.ts";
import { recordMediaFacts } from "./record-media.ts";

/**
 * One short video and one track of the demo plan, made for real into the shared test folder (kept
 * between runs, as every name is a hash of its inputs): what a player fetches of the seed's media.
 */
const SOME: MediaPlan = {
  videos: [],
  videoAlbums: [],
  clips: [DEMO_MEDIA_PLAN.clips[0]!],
  audioAlbums: [{ ...DEMO_MEDIA_PLAN.audioAlbums[0]!, items: [DEMO_MEDIA_PLAN.audioAlbums[0]!.items[0]!] }],
};
const IMMUTABLE = "public, max-age=31536000, immutable";

let t: TestApp;
let clip: ContentDetail;
let track: ContentDetail;
let empty: string;

const bySourceKey = async (app: TestApp, key: string) => {
  const { body } = await app.call(app.paths.contentDetail(app.ids.encode(await seededId(app, key))));
  return ContentDetailResponseSchema.parse(body).data;
};
const get = (url: string, init?: RequestInit) => t.app.request(url.slice(TEST_PUBLIC_URL.length), init);
const bytesOf = (url: string) =>
  fs.statSync(path.join(mediaDir(TEST_DATA_DIR), url.slice(`${TEST_PUBLIC_URL}/media/`.length))).size;

beforeAll(async () => {
  t = await createTestApp();
  const manifest = await generateDemoMedia({ mediaDir: mediaDir(TEST_DATA_DIR), plan: SOME });
  await recordMediaFacts(t.db, manifest);
  clip = await bySourceKey(t, `seed:svideo:${SOME.clips[0]!.key}`);
  track = await bySourceKey(t, `seed:audio:${SOME.audioAlbums[0]!.items[0]!.key}`);
  empty = fs.mkdtempSync(path.join(os.tmpdir(), "davmu-no-media-"));
}, 300_000);
afterAll(() => fs.rmSync(empty, { recursive: true, force: true }));

describe("the seed's media, once made", () => {
  it("serve the short video's MP4 at the URL its detail gives, with its recorded size and ranges", async () => {
    if (clip.media?.kind !== "video") throw new Error("the clip has no video");
    const { url, size } = clip.media;
    expect(size).toBe(bytesOf(url));
    const whole = await get(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect((await whole.arrayBuffer()).byteLength).toBe(size);
    const part = await get(url, { headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
  });

  it("serve its HLS: the master, the rendition's playlist and its segments, each with its type", async () => {
    if (clip.media?.kind !== "video") throw new Error("the clip has no video");
    const master = await get(clip.media.hls);
    expect(master.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    const [rendition] = clip.media.renditions;
    expect(await master.text()).toContain(path.posix.basename(rendition!.url));
    expect(rendition!.bandwidth).toBeGreaterThan(100_000);
    const playlist = await get(rendition!.url);
    expect(playlist.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    const segment = /^(?!#)(.+\.ts)$/m.exec(await playlist.text())![1]!;
    const ts = await get(new URL(segment, rendition!.url).href);
    expect(ts.status).toBe(200);
    expect(ts.headers.get("content-type")).toBe("video/mp2t");
    expect(ts.headers.get("cache-control")).toBe(IMMUTABLE);
  });

  it("serve its poster at its size, and smaller on request", async () => {
    if (clip.media?.kind !== "video") throw new Error("the clip has no video");
    const { poster } = clip.media;
    const full = await sharp(Buffer.from(await (await get(poster.url)).arrayBuffer())).metadata();
    expect([full.format, full.width, full.height]).toEqual(["jpeg", 540, 960]);
    const small = await get(`${poster.url}?w=360`);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(360);
  });

  it("serve the track as M4A with its size and ranges", async () => {
    if (track.media?.kind !== "audio") throw new Error("the track has no audio");
    const { url, size } = track.media;
    expect(size).toBe(bytesOf(url));
    const res = await get(url, { headers: { Range: "bytes=0-1023" } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-type")).toBe("audio/mp4");
    expect(res.headers.get("content-range")).toBe(`bytes 0-1023/${size}`);
  });

  it("record nothing again when nothing changed", async () => {
    const manifest = await generateDemoMedia({ mediaDir: mediaDir(TEST_DATA_DIR), plan: SOME });
    expect(manifest.made).toBe(0);
    expect(await recordMediaFacts(t.db, manifest)).toBe(0);
  });
});

describe("the seed's media, not yet made", () => {
  it("answer 404, never cached for good, until the file exists", async () => {
    const fresh = await createTestApp({ CONTENT_API_DATA_DIR: empty });
    const detail = await bySourceKey(fresh, `seed:svideo:${SOME.clips[0]!.key}`);
    if (detail.media?.kind !== "video") throw new Error("the clip has no video");
    for (const url of [detail.media.url, detail.media.hls, detail.media.poster.url]) {
      const res = await fresh.app.request(url.slice(TEST_PUBLIC_URL.length));
      expect(res.status, url).toBe(404);
      expect(res.headers.get("cache-control") ?? "").not.toMatch(/immutable|max-age/);
    }
  });
});
