/**
 * Posting comments: what is stored and counted, replies, what is refused, what the word filter
 * holds, posts sent again, the two prefixes, and how many one user may post a minute.
 */
import {
  COMMENT_LINES_MAX,
  COMMENT_TEXT_MAX,
  CommentPageResponseSchema,
  ErrorEnvelopeSchema,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { asUser, signIn } from "../../testing/users.ts";
import { commentsTest } from "./comments-testing.ts";

const { test, enc, list, post, posted, commentCount, visibleStored, freshItem } = commentsTest();
let t: TestApp;
let busy: number;
beforeAll(() => {
  ({ t, busy } = test);
});

describe("POST comments", () => {
  it("stores a comment as the plain text it is and counts it", async () => {
    const item = freshItem(0);
    const { token, publicId, nickname } = await signIn(t);
    const before = await commentCount(item);
    const text = "  <b>写得好</b> & <script>alert(1)</script>\r\n第二行  ";
    const comment = await posted(item, token, { text });
    expect(comment).toMatchObject({
      text: "<b>写得好</b> & <script>alert(1)</script>\n第二行",
      state: "visible",
      root_id: null,
      reply_to: null,
      reply_count: 0,
      replies: [],
      like_count: 0,
      user: { id: publicId, nickname },
    });
    expect(await commentCount(item)).toBe(before + 1);
    const page = await list(item);
    expect(page.list[0]).toEqual(comment);
    expect(page.comment_count).toBe(before + 1);
  });

  it("threads replies: under the top comment, naming whom a reply to a reply answers", async () => {
    const item = freshItem(1);
    const a = await signIn(t);
    const b = await signIn(t);
    const root = await posted(item, a.token, { text: "第一条" });
    const reply = await posted(item, b.token, { text: "回复第一条", reply_to: root.id });
    expect(reply).toMatchObject({ root_id: root.id, reply_to: null });
    const answer = await posted(item, a.token, { text: "回复回复", reply_to: reply.id });
    expect(answer).toMatchObject({ root_id: root.id, reply_to: { id: reply.id, user: { id: b.publicId } } });
    const [top] = (await list(item)).list;
    expect(top).toMatchObject({ id: root.id, reply_count: 2 });
    expect(top!.replies.map((r) => r.text)).toEqual(["回复第一条", "回复回复"]);
  });

  it("answers 404 to a reply to a comment of another item, or to none", async () => {
    const { token } = await signIn(t);
    const elsewhere = (await list(busy)).list[0]!.id;
    for (const reply_to of [elsewhere, "zzzzzzzz", enc(9_999_999)]) {
      const { status } = await post(freshItem(2), token, { text: "好", reply_to });
      expect(status, reply_to).toBe(404);
    }
  });

  it.each([
    [{ text: "" }, "text"],
    [{ text: " \n \n " }, "text"],
    [{ text: "好".repeat(COMMENT_TEXT_MAX + 1) }, "text"],
    [{ text: Array.from({ length: COMMENT_LINES_MAX + 1 }, (_, i) => `第${i}行`).join("\n") }, "text"],
    [{ text: "控制\u0007字符" }, "text"],
    [{ text: "反向\u202e文字" }, "text"],
    [{ text: "好", reply_to: "x" }, "reply_to"],
    [{}, "text"],
  ])("answers 400 for %j, naming %s, and stores nothing", async (body, field) => {
    const item = freshItem(3);
    const { token } = await signIn(t);
    const before = await visibleStored(item);
    const { status, body: answer } = await post(item, token, body);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(answer).msg).toContain(field);
    expect(await visibleStored(item)).toBe(before);
  });

  it("takes exactly COMMENT_TEXT_MAX characters, emoji counted as one, and folds runs of blank lines", async () => {
    const { token } = await signIn(t);
    const long = await posted(freshItem(4), token, { text: `${"好".repeat(COMMENT_TEXT_MAX - 1)}😀` });
    expect([...long.text]).toHaveLength(COMMENT_TEXT_MAX);
    const folded = await posted(freshItem(4), token, { text: "第一段\n\n\n\n第二段" });
    expect(folded.text).toBe("第一段\n\n第二段");
  });

  it("holds what the word filter catches: its author sees it under review, nobody else sees or counts it", async () => {
    const item = freshItem(5);
    const author = await signIn(t);
    const other = await signIn(t);
    const before = await commentCount(item);
    const held = await posted(item, author.token, { text: "想要资料的 加 微-信 聊" });
    expect(held.state).toBe("under_review");
    const caught = await posted(item, author.token, { text: "ＦＵＣＫ this" });
    expect(caught.state).toBe("under_review");
    expect(await commentCount(item)).toBe(before);
    const mine = await list(item, "", asUser(author.token));
    expect(mine.list.filter((c) => c.state === "under_review").map((c) => c.id)).toEqual([
      caught.id,
      held.id,
    ]);
    for (const headers of [{}, asUser(other.token)]) {
      const page = await list(item, "", headers);
      expect(page.list.map((c) => c.id)).not.toContain(held.id);
    }
    const inner = CommentPageResponseSchema.parse(
      (await t.call(t.paths.commentListInner(enc(item)), { headers: asUser(author.token) })).body,
    ).data;
    expect(inner.list.map((c) => c.id)).not.toContain(held.id);
    const stored = await t.db
      .selectFrom("comments")
      .select("held_words")
      .where("id", "=", t.ids.decode(held.id)!)
      .executeTakeFirstOrThrow();
    expect(stored.held_words).toBe("加微信");
    // Nobody else can reply to it or like it while it is held.
    expect((await post(item, other.token, { text: "好", reply_to: held.id })).status).toBe(404);
  });

  it("keeps the item's count equal to its visible comments under 20 users posting at once", async () => {
    const item = freshItem(6);
    const users = [];
    for (let i = 0; i < 20; i++) users.push(await signIn(t));
    const before = await commentCount(item);
    const answers = await Promise.all(users.map((u, i) => post(item, u.token, { text: `同时发的第${i}条` })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await commentCount(item)).toBe(before + 20);
    expect(await commentCount(item)).toBe(await visibleStored(item));
  });

  it("saves a post sent again with its client id once, also when both arrive at once, and answers both with it", async () => {
    const item = freshItem(10);
    const { token } = await signIn(t);
    const other = await signIn(t);
    const before = await commentCount(item);
    const body = { text: "网断了，再发一次", client_id: "draft-0001-abcdef" };
    const first = await posted(item, token, body);
    // The answer was lost; the page sends the same post again, twice at once this time.
    const again = await Promise.all([posted(item, token, body), posted(item, token, body)]);
    expect(again.map((c) => c.id)).toEqual([first.id, first.id]);
    expect(await commentCount(item)).toBe(before + 1);
    expect(await commentCount(item)).toBe(await visibleStored(item));
    // The id is the writer's: another user's post with it is a post of its own.
    const theirs = await posted(item, other.token, body);
    expect(theirs.id).not.toBe(first.id);
    expect(await commentCount(item)).toBe(before + 2);
    // The same id on another text, item or parent is refused, not taken for the first post.
    for (const [target, changed] of [
      [item, { ...body, text: "另一条" }],
      [freshItem(11), body],
      [item, { ...body, reply_to: first.id }],
    ] as const) {
      const { status, body: answer } = await post(target, token, changed);
      expect(status).toBe(409);
      expect(ErrorEnvelopeSchema.parse(answer).msg).toMatch(/client_id was used for another comment/);
    }
    // A malformed id is a 400 naming the field.
    const bad = await post(item, token, { text: "好", client_id: "x y" });
    expect(bad.status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(bad.body).msg).toMatch(/client_id/);
    expect(await commentCount(item)).toBe(before + 2);
  });

  it("takes comments on media-account items only through /guzzle, and any item through /peony", async () => {
    const { token } = await signIn(t);
    const mp = freshItem(0, "mp");
    expect((await post(mp, token, { text: "好" }, t.paths.mpCommentPost(enc(mp)))).status).toBe(200);
    expect(
      (await post(freshItem(7), token, { text: "好" }, t.paths.mpCommentPost(enc(freshItem(7))))).status,
    ).toBe(404);
    expect((await post(mp, token, { text: "好" })).status).toBe(200);
  });

  it("answers 401 without a user token", async () => {
    const { status, body } = await t.call(t.paths.commentPost(enc(busy)), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "好" }),
    });
    expect(status).toBe(401);
    expect(ErrorEnvelopeSchema.parse(body).msg).toMatch(/needs a logged-in user/);
  });

  it("limits how many comments one user posts a minute", async () => {
    const small = await createTestApp({ CONTENT_API_COMMENT_RATE: "2" });
    const item = small.ids.encode((await seededIds(small)).channelItems[0]!);
    const send = async (token: string) =>
      (
        await small.call(small.paths.commentPost(item), {
          method: "POST",
          headers: asUser(token),
          body: JSON.stringify({ text: "好" }),
        })
      ).status;
    const { token } = await signIn(small);
    expect([await send(token), await send(token), await send(token)]).toEqual([200, 200, 429]);
    expect(await send((await signIn(small)).token)).toBe(200);
  });
});
