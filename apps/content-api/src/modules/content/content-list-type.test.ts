import { CONTENT_TYPES, ContentPageResponseSchema, ErrorEnvelopeSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, TEST_PUBLIC_URL, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seededIds(t);
});

const page = async (query: string) => {
  const { status, body } = await t.call(`${t.paths.contentList}?${query}`);
  expect(status).toBe(200);
  return ContentPageResponseSchema.parse(body).data;
};
const listedOf = (type: string) => seeded.listed.filter((r) => r.type === type);

describe("GET content list by type (docs/decisions/0045)", () => {
  it("lists the short videos alone, newest first, page by page to the end", async () => {
    const clips = listedOf("svideo");
    expect(clips).toHaveLength(12);
    const seen: string[] = [];
    for (let i = 1; i <= 3; i++) {
      const data = await page(`type=svideo&pageindex=${i}&pagesize=5`);
      expect(data).toMatchObject({ total: 12, pageindex: i, pagesize: 5, has_more: i < 3 });
      expect(data.list.every((c) => c.type === "svideo")).toBe(true);
      seen.push(...data.list.map((c) => c.id));
      const times = data.list.map((c) => c.publish_time);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen)).toEqual(new Set(clips.map((r) => t.ids.encode(r.id))));
  });

  it("gives each short video's card what plays it in place: the upright MP4, HLS and poster", async () => {
    const { list } = await page("type=svideo&pagesize=12");
    for (const card of list) {
      expect(card.media).toMatchObject({ kind: "video", mime: "video/mp4", width: 540, height: 960 });
      expect(card.media?.url).toMatch(/^http:\/\/api\.test\/media\/seed\/clips\/.+\/video\.mp4$/);
      expect(card.media?.url.startsWith(`${TEST_PUBLIC_URL}/media/`)).toBe(true);
      expect(card.media?.hls).toMatch(/master\.m3u8$/);
      expect(card.media?.poster).toMatchObject({ width: 540, height: 960 });
      // Its Chinese captions and seek preview, for the feed's player as for the page's.
      expect(card.media?.captions.map((c) => [c.lang, c.label])).toEqual([["zh-CN", "中文"]]);
      expect(card.media?.thumbnails).toMatch(/\/media\/seed\/previews\/.+\/thumbnails\.vtt$/);
      expect(card.share_count).toEqual(expect.any(Number));
    }
    // The counts are the detail's.
    const first = list[0]!;
    const { body } = await t.call(t.paths.contentDetail(first.id));
    const detail = (body as { data: { share_count: number; like_count: number; media: unknown } }).data;
    expect([first.share_count, first.like_count, first.media]).toEqual([
      detail.share_count,
      detail.like_count,
      detail.media,
    ]);
  });

  it("gives a short video whose files are not recorded a null media, and still lists it", async () => {
    const { list } = await page("type=svideo&pagesize=1");
    const id = t.ids.decode(list[0]!.id)!;
    await t.db.deleteFrom("media_files").where("content_id", "=", id).where("role", "=", "file").execute();
    const after = await page("type=svideo&pagesize=1");
    expect(after.list[0]).toMatchObject({ id: list[0]!.id, media: null });
  });

  it("lists every other kind alone, with plain cards", async () => {
    for (const type of CONTENT_TYPES) {
      const data = await page(`type=${type}&pagesize=50`);
      expect(data.total, type).toBe(listedOf(type).length);
      expect(data.list.every((c) => c.type === type)).toBe(true);
      if (type !== "video" && type !== "svideo") {
        for (const card of data.list) {
          expect(card).not.toHaveProperty("media");
          expect(card).not.toHaveProperty("share_count");
        }
      }
    }
    // An episode of a series is reached through its series, as in every list.
    const videos = await page("type=video&pagesize=50");
    for (const member of seeded.albumMembers)
      expect(videos.list.map((c) => c.id)).not.toContain(t.ids.encode(member.id));
    expect(videos.list.every((c) => c.media?.kind === "video")).toBe(true);
  });

  it("filters by channel and type together", async () => {
    const clip = listedOf("svideo")[0]!;
    const gid = t.ids.encode(clip.channel_id!);
    const data = await page(`gid=${gid}&type=svideo&pagesize=50`);
    expect(data.total).toBe(listedOf("svideo").filter((r) => r.channel_id === clip.channel_id).length);
    expect(data.list.map((c) => c.id)).toContain(t.ids.encode(clip.id));
    expect(data.list.every((c) => c.type === "svideo" && c.channel?.id === gid)).toBe(true);
  });

  it("leaves a card without media when the list is of every kind", async () => {
    const { list } = await page("pagesize=50");
    for (const card of list) expect(card).not.toHaveProperty("media");
  });

  it.each(["type=", "type=short_video", "type=SVIDEO"])("answers 400 for %s", async (query) => {
    const { status, body } = await t.call(`${t.paths.contentList}?${query}`);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain("type");
  });
});
