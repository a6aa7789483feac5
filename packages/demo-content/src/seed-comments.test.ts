import { createTestApp, seededIds, type TestApp } from "@davmu/content-api/testing/test-app.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { COMMENTERS, DEMO_USER } from "./seed-users.ts";
import { ARTICLE_COMMENTS, REPLY_COMMENTS } from "./text/comments.ts";

let t: TestApp;
let rows: {
  id: number;
  content_id: number;
  root_id: number | null;
  parent_id: number | null;
  body: string;
  created_at: number;
  user_id: number;
}[];
beforeAll(async () => {
  t = await createTestApp();
  rows = await t.db
    .selectFrom("comments")
    .select(["id", "content_id", "root_id", "parent_id", "body", "created_at", "user_id"])
    .orderBy("id")
    .execute();
});

describe("the demo comments", () => {
  it("are hundreds of comments and replies, no two alike, by dozens of readers", async () => {
    const top = rows.filter((r) => r.root_id === null);
    expect(top.length).toBeGreaterThan(150);
    expect(rows.length - top.length).toBeGreaterThan(30);
    expect(new Set(rows.map((r) => r.body)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.user_id)).size).toBeGreaterThan(40);
    expect(rows.every((r) => /\p{Script=Han}/u.test(r.body))).toBe(true);
  });

  it("put each channel's readers under its own articles, and replies under comments", async () => {
    const articles = await t.db
      .selectFrom("contents as c")
      .innerJoin("channels as ch", "ch.id", "c.channel_id")
      .select(["c.id", "ch.slug"])
      .where("c.type", "=", "doc")
      .execute();
    const channelOf = new Map(articles.map((a) => [a.id, a.slug]));
    for (const r of rows.filter((row) => row.root_id === null && channelOf.has(row.content_id)))
      expect(ARTICLE_COMMENTS[channelOf.get(r.content_id)!], r.body).toContain(r.body);
    for (const r of rows.filter((row) => row.root_id !== null)) expect(REPLY_COMMENTS).toContain(r.body);
  });

  it("are dated after their item and before now, each reply after what it answers", async () => {
    const published = new Map(
      (await t.db.selectFrom("contents").select(["id", "publish_time"]).execute()).map((c) => [
        c.id,
        c.publish_time,
      ]),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const now = Math.floor(Date.now() / 1000);
    for (const r of rows) {
      expect(r.created_at).toBeGreaterThan(published.get(r.content_id)!);
      expect(r.created_at).toBeLessThanOrEqual(now);
      if (r.parent_id !== null) {
        const parent = byId.get(r.parent_id)!;
        expect(parent.content_id).toBe(r.content_id);
        expect(r.created_at).toBeGreaterThanOrEqual(parent.created_at);
        expect(r.root_id).toBe(parent.root_id ?? parent.id);
      }
    }
  });

  it("make every item's comment count the number of its comments", async () => {
    const items = await t.db.selectFrom("contents").select(["id", "comment_count"]).execute();
    const counted = new Map<number, number>();
    for (const r of rows) counted.set(r.content_id, (counted.get(r.content_id) ?? 0) + 1);
    for (const item of items) expect(item.comment_count, String(item.id)).toBe(counted.get(item.id) ?? 0);
  });

  it("are most on the most read items: the newest articles of the home page have some", async () => {
    const seeded = await seededIds(t);
    const first = await t.db
      .selectFrom("contents")
      .select(["id", "comment_count", "view_count"])
      .where("id", "in", seeded.channelItems.concat(seeded.mpItems))
      .where("type", "=", "doc")
      .orderBy("publish_time", "desc")
      .limit(10)
      .execute();
    expect(first.filter((r) => r.comment_count > 0).length).toBeGreaterThanOrEqual(5);
    const viral = await t.db
      .selectFrom("contents")
      .select("comment_count")
      .orderBy("view_count", "desc")
      .executeTakeFirstOrThrow();
    expect(viral.comment_count).toBeGreaterThanOrEqual(6);
  });

  it("are by readers without a phone; the demo user has one and logs in with it", async () => {
    const users = await t.db.selectFrom("users").select(["nickname", "phone"]).execute();
    expect(users.filter((u) => COMMENTERS.includes(u.nickname)).every((u) => u.phone === null)).toBe(true);
    expect(users).toContainEqual({ nickname: DEMO_USER.nickname, phone: DEMO_USER.phone });
  });
});
