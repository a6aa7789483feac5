/**
 * Reading comments: an item's list in its orders and pages, the server-rendering calls' first page,
 * which comments a user liked, and a thread's replies.
 */
import {
  COMMENT_REPLY_PREVIEW,
  type Comment,
  CommentPageResponseSchema,
  CommentThreadResponseSchema,
  ErrorEnvelopeSchema,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../testing/test-app.ts";
import { asUser, signIn } from "../../testing/users.ts";
import { type CommentsTest, commentsTest } from "./comments-testing.ts";

const { test, enc, list, posted, commentCount, freshItem } = commentsTest();
let t: TestApp;
let seeded: CommentsTest["seeded"];
let busy: number;
let mpBusy: number;
beforeAll(() => {
  ({ t, seeded, busy, mpBusy } = test);
});

describe("GET comments", () => {
  it("lists an item's comments newest first, each with its reply count and first replies", async () => {
    const page = await list(busy);
    expect(page.list.length).toBeGreaterThan(2);
    expect(page).toMatchObject({
      pageindex: 1,
      pagesize: 20,
      has_more: false,
      comment_count: await commentCount(busy),
    });
    expect(page.total).toBe(page.list.length);
    const times = page.list.map((c) => c.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const c of page.list) {
      expect(c).toMatchObject({ root_id: null, state: "visible", liked: false, reply_to: null });
      expect(c.user.avatar).toMatch(/^http:\/\/api\.test\//);
      expect(c.replies.length).toBe(Math.min(c.reply_count, COMMENT_REPLY_PREVIEW));
      for (const r of c.replies) expect(r.root_id).toBe(c.id);
    }
    const all = page.list.reduce((n, c) => n + 1 + c.reply_count, 0);
    expect(all).toBe(page.comment_count);
  });

  it("orders by likes when asked, and pages", async () => {
    const hot = await list(busy, "?order=hot");
    const likes = hot.list.map((c) => c.like_count);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const first = await list(busy, "?pagesize=2");
    const second = await list(busy, "?pagesize=2&pageindex=2");
    expect(first).toMatchObject({ has_more: true, total: hot.total });
    expect(first.list).toHaveLength(2);
    expect(second.list[0]!.id).not.toBe(first.list[1]!.id);
  });

  it("answers 404 for unknown, draft and undecodable items, and 400 for a bad query", async () => {
    for (const id of ["zzzzzzzz", enc(99_999), enc(seeded.drafts[0]!)])
      expect((await t.call(t.paths.commentList(id))).status, id).toBe(404);
    for (const query of ["?pagesize=0", "?pagesize=51", "?pageindex=x", "?order=old"]) {
      const { status, body } = await t.call(`${t.paths.commentList(enc(busy))}${query}`);
      expect(status, query).toBe(400);
      expect(ErrorEnvelopeSchema.parse(body).msg).toMatch(/invalid request/);
    }
  });

  it("gives the server-rendering calls the same first page, for media-account items on {osman} only", async () => {
    const inner = await t.call(t.paths.commentListInner(enc(busy)));
    expect(CommentPageResponseSchema.parse(inner.body).data).toEqual(await list(busy));
    const osman = await t.call(t.paths.mpCommentListInner(enc(mpBusy)));
    expect(CommentPageResponseSchema.parse(osman.body).data).toEqual(await list(mpBusy));
    expect((await t.call(t.paths.mpCommentListInner(enc(busy)))).status).toBe(404);
  });
});

describe("likes and threads", () => {
  it("shows a user which comments they liked", async () => {
    const { token } = await signIn(t);
    const [first, second] = (await list(busy)).list as [Comment, Comment];
    await t.call(t.paths.star, {
      method: "POST",
      headers: asUser(token),
      body: JSON.stringify({ id: second.id, type: "star", target: "comment" }),
    });
    const page = await list(busy, "", asUser(token));
    expect(page.list.find((c) => c.id === second.id)).toMatchObject({
      liked: true,
      like_count: second.like_count + 1,
    });
    expect(page.list.find((c) => c.id === first.id)!.liked).toBe(false);
    expect((await list(busy)).list.find((c) => c.id === second.id)!.liked).toBe(false);
  });

  it("gives a thread's replies oldest first, in pages, from its top comment or any reply of it", async () => {
    const item = freshItem(8);
    const users = [await signIn(t), await signIn(t)];
    const root = await posted(item, users[0]!.token, { text: "楼主" });
    const replies = [];
    for (let i = 0; i < 5; i++)
      replies.push(await posted(item, users[(i + 1) % 2]!.token, { text: `第${i}楼`, reply_to: root.id }));
    const thread = async (cid: string, query = "") => {
      const { status, body } = await t.call(`${t.paths.commentThread(enc(item), cid)}${query}`);
      expect(status).toBe(200);
      return CommentThreadResponseSchema.parse(body).data;
    };
    const whole = await thread(root.id);
    expect(whole.root).toMatchObject({ id: root.id, reply_count: 5, replies: [] });
    expect(whole.list.map((r) => r.text)).toEqual(["第0楼", "第1楼", "第2楼", "第3楼", "第4楼"]);
    expect(await thread(replies[3]!.id)).toEqual(whole);
    const page2 = await thread(root.id, "?pagesize=2&pageindex=2");
    expect(page2).toMatchObject({ total: 5, has_more: true });
    expect(page2.list.map((r) => r.text)).toEqual(["第2楼", "第3楼"]);
    const elsewhere = (await list(busy)).list[0]!.id;
    for (const cid of [elsewhere, "zzzzzzzz"])
      expect((await t.call(t.paths.commentThread(enc(item), cid))).status).toBe(404);
  });
});
