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

let t: TestApp;
let mpItem: number;
beforeAll(async () => {
  t = await createTestApp();
  mpItem = (await seededIds(t)).mpItems[0]!;
  // A file beside the media folder, where the database lives: it must never be reachable.
  fs.writeFileSync(path.join(TEST_DATA_DIR, "secret.txt"), "secret");
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
