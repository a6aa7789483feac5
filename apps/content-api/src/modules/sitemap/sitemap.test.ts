import { ErrorEnvelopeSchema, envelopeSchema, SitemapPageSchema, SitemapTypesSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seededIds(t);
});

const PageAnswer = envelopeSchema(SitemapPageSchema);

async function page(type: string, query = "") {
  const { status, body } = await t.call(`${t.paths.sitemapItems(type)}?${query}`);
  expect(status).toBe(200);
  return PageAnswer.parse(body).data;
}

/** Every item of a type, read on page by page as the site's sitemap files do. */
async function readAll(type: string, limit: number) {
  const ids: string[] = [];
  let next: string | null = null;
  do {
    const data = await page(type, `limit=${limit}${next ? `&after=${next}` : ""}`);
    ids.push(...data.list.map((i) => i.id));
    next = data.next;
  } while (next);
  return ids;
}

describe("GET {peony-inner}/inner/sitemap", () => {
  it("counts every type's published items, album members included, and never a draft", async () => {
    const { body } = await t.call(t.paths.sitemapTypes);
    const { list } = envelopeSchema(SitemapTypesSchema).parse(body).data;
    for (const entry of list) expect(entry.count).toBe(seeded.byType(entry.type).length);
    expect(list.reduce((n, e) => n + e.count, 0)).toBe(seeded.published.length);
  });

  it("pages through a type in id order with `after`, each published item once", async () => {
    const videos = seeded.byType("video").map((r) => t.ids.encode(r.id));
    expect(videos.length).toBeGreaterThan(3);
    expect(await readAll("video", 2)).toEqual(videos);
  });

  it("starts `skip` items in, and names each video's file and each gallery's pictures", async () => {
    const videos = seeded.byType("video").map((r) => t.ids.encode(r.id));
    const from2 = await page("video", "skip=2&limit=1");
    expect(from2.list.map((i) => i.id)).toEqual([videos[2]]);
    expect(from2.list[0]?.media?.url).toMatch(/^https?:\/\/.+\.mp4$/);
    const galleries = (await page("gallery", "limit=1000")).list;
    expect(galleries.length).toBe(seeded.byType("gallery").length);
    expect(galleries.every((g) => (g.pictures?.length ?? 0) > 0)).toBe(true);
  });

  it("never lists a draft", async () => {
    const drafts = new Set(seeded.drafts.map((id) => t.ids.encode(id)));
    for (const type of ["doc", "video", "gallery", "audio", "audio_album"]) {
      for (const id of await readAll(type, 1000)) expect(drafts.has(id)).toBe(false);
    }
  });

  it.each([
    ["an unknown type", "podcast", "", 404, "content type"],
    ["an id that does not decode", "video", "after=zzzzzzzzzzzz", 404, "content"],
    ["a limit too large", "video", "limit=5000", 400, "limit"],
  ])("answers %s with its status and a message", async (_, type, query, status, words) => {
    const res = await t.call(`${t.paths.sitemapItems(type)}?${query}`);
    expect(res.status).toBe(status);
    expect(ErrorEnvelopeSchema.parse(res.body).msg).toContain(words);
  });
});
