import fs from "node:fs";
import path from "node:path";
import { ContentDetailResponseSchema, ErrorEnvelopeSchema, H5ConfigResponseSchema } from "@davmu/contract";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  seededIds,
  TEST_DATA_DIR,
  TEST_PUBLIC_URL,
  type TestApp,
} from "../../testing/test-app.ts";
import { mediaDir } from "./folders.ts";

let t: TestApp;
let mpItem: number;
/** A file of every type players fetch; each holds a counting pattern, so a range can be checked. */
const STREAM_FILES = {
  "master.m3u8": "application/vnd.apple.mpegurl",
  "720p_000.ts": "video/mp2t",
  "init.m4s": "video/iso.segment",
  "video.mp4": "video/mp4",
  "track.m4a": "audio/mp4",
  "track.mp3": "audio/mpeg",
  "zh-CN.vtt": "text/vtt; charset=utf-8",
} as const;
const STREAM_BYTES = 1000;
beforeAll(async () => {
  t = await createTestApp();
  mpItem = (await seededIds(t)).mpItems[0]!;
  // A file beside the media folder, where the database lives: it must never be reachable.
  fs.writeFileSync(path.join(TEST_DATA_DIR, "secret.txt"), "secret");
  const streams = path.join(mediaDir(TEST_DATA_DIR), "test-streams");
  fs.mkdirSync(streams, { recursive: true });
  const bytes = Buffer.from(Array.from({ length: STREAM_BYTES }, (_, i) => i % 251));
  for (const name of Object.keys(STREAM_FILES)) fs.writeFileSync(path.join(streams, name), bytes);
});

/** Fetches an absolute media URL through the app, as the browser would. */
const fetchMedia = async (url: string) => {
  expect(url.startsWith(`${TEST_PUBLIC_URL}/media/`)).toBe(true);
  const res = await t.app.request(url.slice(TEST_PUBLIC_URL.length));
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe("GET /media", () => {
  it("serves every image of an item at its recorded size, type and cache lifetime", async () => {
    const { body } = await t.call(t.paths.contentDetail(t.ids.encode(mpItem)));
    const item = ContentDetailResponseSchema.parse(body).data;
    const pictures = [item.cover!, ...item.images];
    for (const picture of pictures) {
      const { res, bytes } = await fetchMedia(picture.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/jpeg");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", picture.width, picture.height]);
    }
  });

  it("serves avatars as WebP and the logo as PNG", async () => {
    const { body } = await t.call(t.paths.contentDetail(t.ids.encode(mpItem)));
    const avatar = await fetchMedia(ContentDetailResponseSchema.parse(body).data.mp!.avatar);
    expect(avatar.res.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(avatar.bytes).metadata()).toMatchObject({ format: "webp", width: 160, height: 160 });
    const h5 = H5ConfigResponseSchema.parse((await t.call(t.paths.h5Config)).body).data;
    const logo = await fetchMedia(h5.site_logo);
    expect(logo.res.headers.get("content-type")).toBe("image/png");
    expect(await sharp(logo.bytes).metadata()).toMatchObject({ format: "png", width: 256, height: 256 });
  });

  it("answers ranges, for players that seek", async () => {
    const { body } = await t.call(t.paths.contentDetail(t.ids.encode(mpItem)));
    const url = ContentDetailResponseSchema.parse(body).data.cover!.url.slice(TEST_PUBLIC_URL.length);
    const res = await t.app.request(url, { headers: { Range: "bytes=0-99" } });
    expect(res.status).toBe(206);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  });

  it.each(Object.entries(STREAM_FILES))(
    "serves %s as %s, cached for good, with ranges",
    async (name, type) => {
      const res = await t.app.request(`/media/test-streams/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("accept-ranges")).toBe("bytes");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await res.arrayBuffer()).byteLength).toBe(STREAM_BYTES);
    },
  );

  it("answers a player's ranges into a video: from the start, from the middle, the tail, and past the end", async () => {
    const url = "/media/test-streams/video.mp4";
    const part = async (range: string) => {
      const res = await t.app.request(url, { headers: { Range: range } });
      return { res, bytes: Buffer.from(await res.arrayBuffer()) };
    };
    const first = await part("bytes=0-1");
    expect(first.res.status).toBe(206);
    expect(first.res.headers.get("content-range")).toBe(`bytes 0-1/${STREAM_BYTES}`);
    expect(first.res.headers.get("accept-ranges")).toBe("bytes");
    expect(first.res.headers.get("content-type")).toBe("video/mp4");
    expect([...first.bytes]).toEqual([0, 1]);
    const rest = await part("bytes=600-");
    expect(rest.res.headers.get("content-range")).toBe(`bytes 600-999/${STREAM_BYTES}`);
    expect(rest.bytes.length).toBe(400);
    expect(rest.bytes[0]).toBe(600 % 251);
    const tail = await part("bytes=-10");
    expect(tail.res.headers.get("content-range")).toBe(`bytes 990-999/${STREAM_BYTES}`);
    const past = await part(`bytes=${STREAM_BYTES}-`);
    expect(past.res.status).toBe(416);
    expect(past.res.headers.get("content-range")).toBe(`bytes */${STREAM_BYTES}`);
  });

  it("answers a range it cannot read, or a list of ranges, with the whole file: 200, not 206", async () => {
    for (const range of ["bytes=abc", "bytes=", "bytes=5-2x", "items=0-1", "bytes=0-1,5-6", "bytes=--1"]) {
      const res = await t.app.request("/media/test-streams/video.mp4", { headers: { Range: range } });
      expect(res.status, range).toBe(200);
      expect(res.headers.get("content-range"), range).toBeNull();
      expect((await res.arrayBuffer()).byteLength, range).toBe(STREAM_BYTES);
    }
  });

  it("answers HEAD with the size and range support, for players that probe first", async () => {
    const res = await t.app.request("/media/test-streams/track.m4a", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-length")).toBe(String(STREAM_BYTES));
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-type")).toBe("audio/mp4");
  });

  it.each([
    "/media/seed/covers/missing.jpg",
    "/media/",
    "/media/seed",
    "/media/../secret.txt",
    "/media/%2e%2e/secret.txt",
    "/media/seed/..%2f..%2fsecret.txt",
    "/media/..%5csecret.txt",
    "/media//etc/passwd",
  ])("answers 404 for %s", async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(404);
    expect(ErrorEnvelopeSchema.parse(await res.json()).code).toBe(404);
  });
});
