import { ContentPageResponseSchema, ErrorEnvelopeSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let draftIds: string[];
let seeded: Awaited<ReturnType<typeof seededIds>>;
/** What the lists show: every published item, an album's episodes and tracks left to the album. */
let listed: number;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seededIds(t);
  draftIds = seeded.drafts.map((id) => t.ids.encode(id));
  listed = seeded.listed.length;
});

const page = async (query: string) => {
  const { status, body } = await t.call(`${t.paths.contentList}?${query}`);
  expect(status).toBe(200);
  return ContentPageResponseSchema.parse(body).data;
};

/** The channels of content items (a section's channel lists its own cards: sections.test.ts). */
const groups = async () => {
  const rows = await t.db
    .selectFrom("channels")
    .selectAll()
    .where("section", "is", null)
    .orderBy("sort")
    .execute();
  return rows.map((r) => ({ ...r, publicId: t.ids.encode(r.id) }));
};

describe("GET content list", () => {
  it("gives the first 10 published items of every channel, newest first", async () => {
    const data = await page("");
    expect(listed).toBeGreaterThanOrEqual(105 + 28);
    expect(data).toMatchObject({ pageindex: 1, pagesize: 10, total: listed, has_more: true });
    expect(data.list).toHaveLength(10);
    const times = data.list.map((c) => c.publish_time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(data.list.map((c) => c.channel?.name)).size).toBeGreaterThanOrEqual(6);
  });

  it("walks every page without repeats, then ends", async () => {
    const seen: string[] = [];
    const pages = Math.ceil(listed / 10);
    for (let i = 1; i <= pages; i++) {
      const data = await page(`pageindex=${i}&pagesize=10`);
      seen.push(...data.list.map((c) => c.id));
      expect(data.has_more).toBe(i < pages);
    }
    expect(seen).toHaveLength(listed);
    expect(new Set(seen).size).toBe(listed);
    for (const id of draftIds) expect(seen).not.toContain(id);
    for (const member of seeded.albumMembers) expect(seen).not.toContain(t.ids.encode(member.id));
  });

  it("returns an empty last page past the end", async () => {
    const data = await page("pageindex=99&pagesize=20");
    expect(data).toMatchObject({ list: [], pageindex: 99, pagesize: 20, total: listed, has_more: false });
  });

  it("fills a card for a media account and one for a channel", async () => {
    const { list } = await page("pagesize=50");
    const mp = list.find((c) => c.mp !== null)!;
    expect(mp.actor).toBe("mp");
    expect(mp.source).toBe(mp.mp!.name);
    expect(mp.mp!.avatar).toMatch(/^http:\/\/api\.test\/media\/.+\.webp$/);
    const channel = list.find((c) => c.mp === null)!;
    const slugs = (await groups()).map((g) => g.slug);
    expect(slugs).toContain(channel.actor);
    expect(channel.source).toBe(channel.channel!.name);
    expect(channel.cover).toMatchObject({ width: 750, height: 420 });
    expect(channel.cover!.url).toMatch(/^http:\/\/api\.test\/media\/.+\.jpg$/);
    expect(String(channel.publish_time)).toHaveLength(10);
  });

  it("filters by channel", async () => {
    for (const g of await groups()) {
      const data = await page(`gid=${g.publicId}&pagesize=50`);
      expect(data.total).toBe(seeded.listed.filter((r) => r.channel_id === g.id).length);
      expect(data.total).toBeGreaterThanOrEqual(16);
      expect(data.list.every((c) => c.channel?.id === g.publicId)).toBe(true);
    }
  });

  it("answers 404 for a gid that is not a channel", async () => {
    for (const gid of [t.ids.encode(999), "zzzzzzzz", "AAAAAAAAAA"]) {
      const { status, body } = await t.call(`${t.paths.contentList}?gid=${gid}`);
      expect(status).toBe(404);
      expect(ErrorEnvelopeSchema.parse(body)).toMatchObject({ code: 404, data: null });
    }
  });

  it.each([
    "pageindex=0",
    "pageindex=-1",
    "pageindex=abc",
    "pageindex=1.5",
    "pageindex=10001",
    "pagesize=0",
    "pagesize=51",
    "pagesize=ten",
    "gid=",
    "gid=short",
    "gid=has%20space1",
    "gid=%3Cscript%3E",
  ])("answers 400 for %s", async (query) => {
    const { status, body } = await t.call(`${t.paths.contentList}?${query}`);
    expect(status).toBe(400);
    const error = ErrorEnvelopeSchema.parse(body);
    expect(error.code).toBe(400);
    expect(error.msg).toContain(query.split("=")[0]);
  });
});
