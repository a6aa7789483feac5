import { ContentListResponseSchema, ErrorEnvelopeSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let ids: Awaited<ReturnType<typeof seededIds>>;
beforeAll(async () => {
  t = await createTestApp();
  ids = await seededIds(t);
});

const list = async (query: string) => {
  const { status, body } = await t.call(`${t.paths.recommend}?${query}`);
  expect(status).toBe(200);
  return ContentListResponseSchema.parse(body).data.list;
};

describe("GET recommend", () => {
  it("never contains the item itself, and puts its channel first", async () => {
    for (const row of [
      ...ids.published.slice(0, 10),
      ...ids.listed.filter((r) => r.type !== "doc").slice(0, 5),
    ]) {
      const id = t.ids.encode(row.id);
      const items = await list(`id=${id}&size=30`);
      expect(items).toHaveLength(30);
      expect(items.map((c) => c.id)).not.toContain(id);
      const channelId = t.ids.encode(row.channel_id!);
      const same = items.filter((c) => c.channel?.id === channelId);
      // Every other item the channel's lists show comes first.
      const others = ids.listed.filter((r) => r.channel_id === row.channel_id && r.id !== row.id).length;
      expect(others).toBeGreaterThanOrEqual(14);
      expect(same).toHaveLength(Math.min(30, others));
      expect(items.slice(0, same.length)).toEqual(same);
    }
  });

  it("never offers an album's episodes or tracks, only the album", async () => {
    const members = new Set(ids.albumMembers.map((r) => t.ids.encode(r.id)));
    expect(members.size).toBeGreaterThanOrEqual(30);
    for (const row of [ids.published[0]!, ...ids.albumMembers.slice(0, 3)]) {
      for (const c of await list(`id=${t.ids.encode(row.id)}&size=30`)) expect(members.has(c.id)).toBe(false);
    }
    for (const c of await list("size=30")) expect(members.has(c.id)).toBe(false);
  });

  it("respects size and defaults it to 6", async () => {
    const id = t.ids.encode(ids.published[0]!.id);
    expect(await list(`id=${id}`)).toHaveLength(6);
    expect(await list(`id=${id}&size=30`)).toHaveLength(30);
    expect(await list("size=3")).toHaveLength(3);
  });

  it("without an id gives the most viewed recent items", async () => {
    const items = await list("size=8");
    const views = items.map((c) => c.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(items[0]!.view_count).toBeGreaterThan(1_000_000);
  });

  it("never offers drafts", async () => {
    const drafts = ids.drafts.map((id) => t.ids.encode(id));
    const all = [
      ...(await list("size=30")),
      ...(await list(`id=${t.ids.encode(ids.published[0]!.id)}&size=30`)),
    ];
    for (const c of all) expect(drafts).not.toContain(c.id);
  });

  it("answers 404 for a draft, an unknown id or one that does not decode", async () => {
    for (const id of [t.ids.encode(ids.drafts[0]!), t.ids.encode(99_999), "zzzzzzzz"]) {
      const { status, body } = await t.call(`${t.paths.recommend}?id=${id}`);
      expect(status).toBe(404);
      expect(ErrorEnvelopeSchema.parse(body).code).toBe(404);
    }
  });

  it.each(["size=0", "size=31", "size=x", "id=bad!", "id="])("answers 400 for %s", async (query) => {
    const { status, body } = await t.call(`${t.paths.recommend}?${query}`);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain(query.split("=")[0]);
  });
});
