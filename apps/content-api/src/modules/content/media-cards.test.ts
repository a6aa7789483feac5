import { type ContentCard, ContentListResponseSchema, ContentPageResponseSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seededIds>>;
let cards: ContentCard[];

/** Every card the content list shows, page by page. */
async function allCards(): Promise<ContentCard[]> {
  const out: ContentCard[] = [];
  for (let i = 1; ; i++) {
    const { body } = await t.call(`${t.paths.contentList}?pageindex=${i}&pagesize=50`);
    const page = ContentPageResponseSchema.parse(body).data;
    out.push(...page.list);
    if (!page.has_more) return out;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  seeded = await seededIds(t);
  cards = await allCards();
});

const ofType = (type: ContentCard["type"]) => cards.filter((c) => c.type === type);

describe("cards of audio, video, albums and galleries", () => {
  it("give a video its length and a short video its upright cover", () => {
    const videos = ofType("video");
    expect(videos).toHaveLength(6);
    for (const v of videos) {
      expect(v.duration).toBe(20);
      expect(v.cover).toMatchObject({ width: 750, height: 420 });
      expect(v).not.toHaveProperty("item_count");
    }
    const clips = ofType("svideo");
    expect(clips).toHaveLength(12);
    for (const c of clips) expect([c.duration, c.cover?.width, c.cover?.height]).toEqual([10, 540, 960]);
  });

  it("give an album the number of its episodes or tracks and their total length", () => {
    const series = ofType("video_album");
    expect(series).toHaveLength(2);
    for (const s of series) expect([s.item_count, s.duration]).toEqual([5, 60]);
    const records = ofType("audio_album");
    expect(records).toHaveLength(2);
    for (const r of records) {
      expect(r.item_count).toBe(10);
      // Ten tracks of about a minute each.
      expect(r.duration).toBeGreaterThan(560);
      expect(r.duration).toBeLessThan(800);
      expect(r.cover).toMatchObject({ width: 600, height: 600 });
    }
  });

  it("give a gallery the number of its pictures", () => {
    const galleries = ofType("gallery");
    expect(galleries).toHaveLength(6);
    for (const g of galleries) {
      expect(g.image_count).toBeGreaterThanOrEqual(6);
      expect(g.image_count).toBeLessThanOrEqual(12);
      expect(g.duration).toBeNull();
    }
  });

  it("add nothing to an article's card", () => {
    for (const doc of ofType("doc")) {
      expect(doc).not.toHaveProperty("item_count");
      expect(doc).not.toHaveProperty("image_count");
      expect(doc.duration).toBeNull();
    }
  });

  it("spread over the channels", () => {
    const media = cards.filter((c) => c.type !== "doc");
    expect(new Set(media.map((c) => c.channel?.id)).size).toBe(7);
  });

  it("leave an album's episodes and tracks out of every list", async () => {
    const members = new Set(seeded.albumMembers.map((r) => t.ids.encode(r.id)));
    expect(members.size).toBe(30);
    const { body } = await t.call(`${t.paths.hot72}?size=50`);
    const hot = ContentListResponseSchema.parse(body).data.list;
    for (const c of [...cards, ...hot]) expect(members.has(c.id)).toBe(false);
  });
});
