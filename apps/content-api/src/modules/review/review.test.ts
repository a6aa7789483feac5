import {
  CommentPageResponseSchema,
  CommentResponseSchema,
  CommentReviewResponseSchema,
  HeldCommentPageResponseSchema,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { asUser, signIn } from "../../testing/users.ts";

const EDITOR_TOKEN = "editor-token-of-at-least-24-chars";
const HELD_TEXT = "想要资料的 加 微-信 聊";

let t: TestApp;
let item: number;
beforeAll(async () => {
  t = await createTestApp({
    CONTENT_API_EDITOR_TOKEN: EDITOR_TOKEN,
    CONTENT_API_COMMENT_RATE: "100000",
  });
  item = (await seededIds(t)).channelItems[0]!;
});

const enc = (id: number) => t.ids.encode(id);
const asEditor = (token = EDITOR_TOKEN) => ({
  "content-type": "application/json",
  authorization: `Bearer ${token}`,
});
const post = async (token: string, body: { text: string; reply_to?: string }) => {
  const { status, body: answer } = await t.call(t.paths.commentPost(enc(item)), {
    method: "POST",
    headers: asUser(token),
    body: JSON.stringify(body),
  });
  expect(status).toBe(200);
  return CommentResponseSchema.parse(answer).data;
};
const review = (cid: string, decision: string, token = EDITOR_TOKEN) =>
  t.call(t.paths.reviewComment(cid), {
    method: "POST",
    headers: asEditor(token),
    body: JSON.stringify({ decision }),
  });
const heldQueue = async () => {
  const { status, body } = await t.call(`${t.paths.heldComments}?pagesize=100`, { headers: asEditor() });
  expect(status).toBe(200);
  return HeldCommentPageResponseSchema.parse(body).data;
};
const publicList = async () => {
  const { body } = await t.call(`${t.paths.commentList(enc(item))}?pagesize=50`);
  return CommentPageResponseSchema.parse(body).data;
};

describe("reviewing held comments", () => {
  it("lists what the filter held, with the words, for an editor only", async () => {
    const author = await signIn(t);
    const held = await post(author.token, { text: HELD_TEXT });
    const queue = await heldQueue();
    const entry = queue.list.find((c) => c.id === held.id);
    expect(entry).toMatchObject({ text: HELD_TEXT, held_words: ["加微信"], content: { id: enc(item) } });
    expect(entry?.user.nickname).toBe(author.nickname);
    for (const token of [null, "wrong-token-of-at-least-24-chars", author.token]) {
      const headers = token ? { authorization: `Bearer ${token}` } : undefined;
      expect((await t.call(t.paths.heldComments, { headers })).status).toBe(401);
    }
  });

  it("shows an approved comment to everyone and counts it once, however many editors approve", async () => {
    const author = await signIn(t);
    const held = await post(author.token, { text: HELD_TEXT });
    const before = await publicList();
    expect(before.list.map((c) => c.id)).not.toContain(held.id);
    const answers = await Promise.all([review(held.id, "approve"), review(held.id, "approve")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const done = answers.find((a) => a.status === 200)!;
    expect(CommentReviewResponseSchema.parse(done.body).data).toMatchObject({
      id: held.id,
      status: "visible",
      comment_count: before.comment_count + 1,
    });
    const after = await publicList();
    expect(after.comment_count).toBe(before.comment_count + 1);
    expect(after.list.find((c) => c.id === held.id)?.state).toBe("visible");
    expect((await heldQueue()).list.map((c) => c.id)).not.toContain(held.id);
  });

  it("counts a reply under a held comment only once everyone can see it: when the comment is approved", async () => {
    const author = await signIn(t);
    const before = await publicList();
    const held = await post(author.token, { text: HELD_TEXT });
    // Only its author can answer a held comment, and only its author sees the answer.
    const reply = await post(author.token, { text: "补充一下：周末有空", reply_to: held.id });
    const meanwhile = await publicList();
    expect(meanwhile.comment_count).toBe(before.comment_count);
    expect(meanwhile.list.map((c) => c.id)).not.toContain(held.id);
    const answer = await review(held.id, "approve");
    expect(CommentReviewResponseSchema.parse(answer.body).data.comment_count).toBe(before.comment_count + 2);
    const after = await publicList();
    expect(after.comment_count).toBe(before.comment_count + 2);
    expect(after.list.find((c) => c.id === held.id)?.replies.map((r) => r.id)).toContain(reply.id);
  });

  it("takes a rejected comment down for its author too, with the replies under it, and the count stays", async () => {
    const author = await signIn(t);
    const before = await publicList();
    const held = await post(author.token, { text: HELD_TEXT });
    await post(author.token, { text: "补充一下：周末有空", reply_to: held.id });
    expect((await publicList()).comment_count).toBe(before.comment_count);
    const answer = await review(held.id, "reject");
    expect(answer.status).toBe(200);
    expect(CommentReviewResponseSchema.parse(answer.body).data).toMatchObject({
      status: "hidden",
      comment_count: before.comment_count,
    });
    const own = await t.call(`${t.paths.commentList(enc(item))}?pagesize=50`, {
      headers: asUser(author.token),
    });
    expect(CommentPageResponseSchema.parse(own.body).data.list.map((c) => c.id)).not.toContain(held.id);
    expect((await publicList()).comment_count).toBe(before.comment_count);
    expect((await review(held.id, "approve")).status).toBe(409);
  });

  it("uncounts the replies under a rejected reply, which everyone could see", async () => {
    const author = await signIn(t);
    const other = await signIn(t);
    const first = await post(other.token, { text: "这篇报道很及时" });
    const heldReply = await post(author.token, { text: HELD_TEXT, reply_to: first.id });
    await post(author.token, { text: "地址发你了", reply_to: heldReply.id });
    const before = await publicList();
    const answer = await review(heldReply.id, "reject");
    expect(CommentReviewResponseSchema.parse(answer.body).data.comment_count).toBe(before.comment_count - 1);
    expect((await publicList()).comment_count).toBe(before.comment_count - 1);
  });

  it("answers a clear error for a comment that is not held, unknown, or a bad decision", async () => {
    const author = await signIn(t);
    const plain = await post(author.token, { text: "写得很好，受教了" });
    expect((await review(plain.id, "reject")).status).toBe(409);
    expect((await review(enc(99_999_999), "approve")).status).toBe(404);
    expect((await review("not-an-id", "approve")).status).toBe(404);
    expect((await review(plain.id, "delete")).status).toBe(400);
  });
});

describe("without an editor token configured", () => {
  it("the review calls are absent", async () => {
    const bare = await createTestApp();
    expect((await bare.call(bare.paths.heldComments)).status).toBe(404);
  });
});
