import {
  ContentDetailResponseSchema,
  ErrorEnvelopeSchema,
  H5ConfigResponseSchema,
  MEDIA_WIDTHS,
} from "@davmu/contract";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, TEST_PUBLIC_URL, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let mpItem: number;
beforeAll(async () => {
  t = await createTestApp();
  mpItem = (await seededIds(t)).mpItems[0]!;
});

const detail = async () =>
  ContentDetailResponseSchema.parse((await t.call(t.paths.contentDetail(t.ids.encode(mpItem)))).body).data;
const local = (url: string) => url.slice(TEST_PUBLIC_URL.length);

describe("GET /media/<file>?w=<width>", () => {
  it("lists, for every picture of an item, the widths below its own, and serves each at that width", async () => {
    const item = await detail();
    for (const picture of [item.cover!, ...item.images]) {
      expect(picture.widths).toEqual(MEDIA_WIDTHS.filter((w) => w < picture.width));
      for (const w of picture.widths!) {
        const res = await t.app.request(`${local(picture.url)}?w=${w}`);
        expect(res.status).toBe(200);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(res.headers.get("content-type")).toBe("image/jpeg");
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect([meta.format, meta.width]).toEqual(["jpeg", w]);
        expect(meta.height).toBe(Math.round((picture.height * w) / picture.width));
      }
    }
  });

  it("gives avatars and logos small widths, in their own format", async () => {
    const item = await detail();
    expect(item.mp!.avatar_widths).toEqual([120, 240]);
    const avatar = await t.app.request(`${local(item.mp!.avatar)}?w=120`);
    expect(await sharp(Buffer.from(await avatar.arrayBuffer())).metadata()).toMatchObject({
      format: "webp",
      width: 120,
    });
    const h5 = H5ConfigResponseSchema.parse((await t.call(t.paths.h5Config)).body).data;
    expect(h5.site_logo_widths).toEqual([120, 240]);
    const logo = await t.app.request(`${local(h5.site_logo)}?w=120`);
    expect(await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).toMatchObject({
      format: "png",
      width: 120,
    });
  });

  it("answers the same bytes the second time, from its disk cache", async () => {
    const url = `${local((await detail()).cover!.url)}?w=240`;
    const [a, b] = await Promise.all([t.app.request(url), t.app.request(url)]);
    const c = await t.app.request(url);
    const bytes = await Promise.all([a, b, c].map(async (r) => Buffer.from(await r.arrayBuffer())));
    expect(bytes[0]!.equals(bytes[1]!) && bytes[0]!.equals(bytes[2]!)).toBe(true);
  });

  it.each(["100", "0", "-120", "120.5", "abc", "", "99999", "120,240"])(
    "refuses the width %j with a 400",
    async (w) => {
      const res = await t.app.request(`${local((await detail()).cover!.url)}?w=${w}`);
      expect(res.status).toBe(400);
      expect(ErrorEnvelopeSchema.parse(await res.json()).code).toBe(400);
    },
  );

  it.each([
    "/media/seed/covers/missing.jpg?w=120",
    "/media/../secret.txt?w=120",
    "/media/%2e%2e/secret.txt?w=120",
    "/media/seed/..%2f..%2fsecret.txt?w=120",
    "/media/..%5csecret.txt?w=120",
    "/media//etc/passwd?w=120",
    "/media/%E0%A4%A?w=120",
  ])("answers 404 or 400 for %s, never a file outside the media folder", async (path) => {
    const res = await t.app.request(path);
    expect([400, 404]).toContain(res.status);
    expect(ErrorEnvelopeSchema.parse(await res.json()).code).toBe(res.status);
  });
});
