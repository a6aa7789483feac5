import {
  COMMENT_LINES_MAX,
  COMMENT_REPLY_PREVIEW,
  COMMENT_TEXT_MAX,
  type Comment,
  CommentPageResponseSchema,
  CommentResponseSchema,
  CommentThreadResponseSchema,
  ErrorEnvelopeSchema,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { asUser, signIn } from "../../testing/users.ts";

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seededIds>>;
/** The most commented channel item and media-account item of the seed. */
let busy: number;
let mpBusy: number;
beforeAll(async () => {
  t = await createTestApp({ CONTENT_API_COMMENT_RATE: "100000", CONTENT_API_SOCIAL_RATE: "100000" });
  seeded = await seededIds(t);
  const mostCommented = (ids: number[]) =>
    t.db
      .selectFrom("contents")
      .select("id")
      .where("id", "in", ids)
      .orderBy("comment_count", "desc")
      .orderBy("id")
      .executeTakeFirstOrThrow();
  busy = (await mostCommented(seeded.channelItems)).id;
  mpBusy = (await mostCommented(seeded.mpItems)).id;
});

const enc = (id: number) => t.ids.encode(id);
const list = async (id: number, query = "", headers: Record<string, string> = {}) => {
  const { status, body } = await t.call(`${t.paths.commentList(enc(id))}${query}`, { headers });
  expect(status).toBe(200);
  return CommentPageResponseSchema.parse(body).data;
};
const post = (id: number, token: string, body: unknown, url = t.paths.commentPost(enc(id))) =>
  t.call(url, { method: "POST", headers: asUser(token), body: JSON.stringify(body) });
const posted = async (id: number, token: string, body: unknown) => {
  const { status, body: answer } = await post(id, token, body);
  expect(status).toBe(200);
  return CommentResponseSchema.parse(answer).data;
};
const commentCount = async (id: number) =>
  (await t.db.selectFrom("contents").select("comment_count").where("id", "=", id).executeTakeFirstOrThrow())
    .comment_count;
const visibleStored = async (id: number) =>
  Number(
    (
      await t.db
        .selectFrom("comments")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("content_id", "=", id)
        .where("status", "=", "visible")
        .where("held", "=", 0)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A published item of its own for a test, so counts and lists meet no other test's comments. */
/** An item no other test comments on: the newest but `offset`, never one of the busy items read above. */
function freshItem(offset: number, source: "channel" | "mp" = "channel") {
  const items = (source === "mp" ? seeded.mpItems : seeded.channelItems).filter(
    (id) => id !== busy && id !== mpBusy,
  );
  return items.at(-1 - offset)!;
}

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
