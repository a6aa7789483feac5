import { ContentListResponseSchema, ErrorEnvelopeSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { HOT_WINDOW_SECONDS, listHot72 } from "./queries.ts";

let t: TestApp;
let drafts: string[];
beforeAll(async () => {
  t = await createTestApp();
  drafts = (await seededIds(t)).drafts.map((id) => t.ids.encode(id));
});

const hot = async (query: string) => {
  const { status, body } = await t.call(`${t.paths.hot72}?${query}`);
  expect(status).toBe(200);
  return ContentListResponseSchema.parse(body).data.list;
};

describe("GET {peony-inner} hot72", () => {
  it("lists the items of the last 72 hours by views, 10 by default", async () => {
    const now = Math.floor(Date.now() / 1000);
    const items = await hot("size=6");
    expect(items).toHaveLength(6);
    expect(items.every((c) => now - c.publish_time <= HOT_WINDOW_SECONDS)).toBe(true);
    const views = items.map((c) => c.view_count);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(await hot("")).toHaveLength(10);
  });

  it("tops a short list up with the most viewed items overall", async () => {
    const now = Math.floor(Date.now() / 1000);
    const items = await hot("size=30");
    expect(items).toHaveLength(30);
    const fresh = items.filter((c) => now - c.publish_time <= HOT_WINDOW_SECONDS);
    // The seed has fewer than 30 items that new, so the list is topped up.
    expect(fresh.length).toBeGreaterThanOrEqual(15);
    expect(fresh.length).toBeLessThan(30);
    expect(items.slice(0, fresh.length)).toEqual(fresh);
    expect(new Set(items.map((c) => c.id)).size).toBe(30);
    const rest = items.slice(fresh.length).map((c) => c.view_count);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it("never lists drafts, though they are the newest items", async () => {
    for (const c of await hot("size=50")) expect(drafts).not.toContain(c.id);
  });

  it.each(["size=0", "size=51", "size=abc"])("answers 400 for %s", async (query) => {
    const { status, body } = await t.call(`${t.paths.hot72}?${query}`);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain("size");
  });
});

describe("listHot72", () => {
  const mostViewed = async (size: number) => {
    const rows = await t.db
      .selectFrom("contents")
      .select("id")
      .where("status", "=", "published")
      .orderBy("view_count", "desc")
      .limit(size)
      .execute();
    return rows.map((r) => r.id);
  };

  it("is all top-up when nothing is that new", async () => {
    const farFuture = Math.floor(Date.now() / 1000) + 10 * 365 * 86_400;
    const rows = await listHot72(t.db, { now: farFuture, size: 5 });
    expect(rows.map((r) => r.id)).toEqual(await mostViewed(5));
  });

  it("does not count items dated after now as new", async () => {
    const rows = await listHot72(t.db, { now: 1_000_000_000, size: 3 });
    expect(rows.map((r) => r.id)).toEqual(await mostViewed(3));
  });
});
