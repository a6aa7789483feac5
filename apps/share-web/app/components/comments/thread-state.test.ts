import { CommentClientIdSchema } from "@davmu/contract";
import type { Comment } from "@davmu/contract/client";
import { describe, expect, it } from "vitest";
import {
  appendPage,
  insertPost,
  newClientId,
  pendingComment,
  postClientId,
  refreshShown,
  settlePost,
  textLength,
  withLike,
  withLikes,
  withOwnPosts,
} from "./thread-state.ts";

const user = { id: "u1", nickname: "读者", avatar: "https://x/a.png" };
const comment = (id: string, extra: Partial<Comment> = {}): Comment => ({
  id,
  root_id: null,
  user,
  text: `评论 ${id}`,
  created_at: 1,
  like_count: 0,
  liked: false,
  state: "visible",
  reply_to: null,
  reply_count: 0,
  replies: [],
  ...extra,
});

describe("the comments a page shows", () => {
  it("adds pages without showing a comment twice", () => {
    const first = [comment("a"), comment("b")];
    expect(appendPage(first, { list: [comment("b"), comment("c")] }).map((c) => c.id)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });

  it("refreshes what is shown as the visitor sees it, adds only their own held comments, keeps the replies shown", () => {
    const reply = comment("r1", { root_id: "a" });
    const shown = [comment("a", { replies: [reply], reply_count: 2 }), comment("b"), comment("c")];
    const fresh = [
      comment("mine", { state: "under_review" }),
      comment("a", { liked: true, like_count: 9, reply_count: 3 }),
      comment("b"),
      comment("c"),
      comment("d"),
    ];
    const next = refreshShown(shown, { list: fresh });
    expect(next.map((c) => c.id)).toEqual(["mine", "a", "b", "c"]);
    expect(next[1]).toMatchObject({ liked: true, like_count: 9, reply_count: 3 });
    expect(next[1]?.replies.map((r) => r.id)).toEqual(["r1"]);
  });

  it("shows a post at once and puts the service's answer in its place, or takes it away", () => {
    const shown = [comment("a")];
    const post = pendingComment("tmp-1", "好文", user, 5, null);
    const withPost = insertPost(shown, post);
    expect(withPost.map((c) => c.id)).toEqual(["tmp-1", "a"]);
    const saved = settlePost(withPost, "tmp-1", comment("real", { state: "under_review" }));
    expect(saved[0]).toMatchObject({ id: "real", state: "under_review", pending: false });
    expect(settlePost(withPost, "tmp-1", null).map((c) => c.id)).toEqual(["a"]);
  });

  it("puts a reply under its thread and counts it, and uncounts it when it fails", () => {
    const root = comment("a", { reply_count: 4 });
    const reply = pendingComment("tmp-2", "同意", user, 5, root);
    expect(reply.root_id).toBe("a");
    const shown = insertPost([root], reply);
    expect(shown[0]?.reply_count).toBe(5);
    expect(shown[0]?.replies.map((r) => r.id)).toEqual(["tmp-2"]);
    const failed = settlePost(shown, "tmp-2", null);
    expect(failed[0]?.replies).toEqual([]);
    expect(failed[0]?.reply_count).toBe(4);
  });

  it("likes a comment or a reply once, and takes the service's count", () => {
    const shown = [comment("a", { like_count: 2, replies: [comment("r", { root_id: "a" })] })];
    const liked = withLike(shown, "a", true);
    expect(liked[0]).toMatchObject({ liked: true, like_count: 3 });
    expect(withLike(liked, "a", true)[0]?.like_count).toBe(3);
    expect(withLike(shown, "r", true, 9)[0]?.replies[0]).toMatchObject({ liked: true, like_count: 9 });
  });

  it("keeps the likes set on the page over a list asked for before they were answered", () => {
    const stale = [comment("a", { like_count: 2, replies: [comment("r", { root_id: "a", like_count: 1 })] })];
    const marks = new Map([
      ["a", { liked: true, count: 3 }],
      ["r", { liked: true }],
    ]);
    const shown = withLikes(stale, marks);
    expect(shown[0]).toMatchObject({ liked: true, like_count: 3 });
    expect(shown[0]?.replies[0]).toMatchObject({ liked: true, like_count: 2 });
    // A list that already holds the like counts it once.
    expect(withLikes(shown, marks)[0]?.replies[0]?.like_count).toBe(2);
    expect(withLikes(stale, new Map())).toEqual(stale);
  });

  it("counts characters as the service does: an emoji is one", () => {
    expect(textLength("好😀")).toBe(2);
    expect(textLength("  ab  ")).toBe(2);
  });

  it("keeps the visitor's own reply under its comment when a list asked for before it comes", () => {
    const root = comment("a", { reply_count: 0 });
    const reply = pendingComment("tmp-r", "我的回复", user, 2, root);
    const posted = insertPost([root], reply);
    expect(posted[0]!.replies.map((r) => r.text)).toEqual(["我的回复"]);
    // The first list after hydration, asked for before the reply: no reply, none counted.
    const stale = [comment("a", { reply_count: 0 })];
    const pending = withOwnPosts(stale, [reply]);
    expect(pending[0]!.replies.map((r) => r.id)).toEqual(["tmp-r"]);
    expect(pending[0]!.reply_count).toBe(1);
    // Saved, then a list that counts it but shows no replies (the thread is closed in the list).
    const saved = { ...reply, ...comment("r1", { root_id: "a", text: "我的回复" }), pending: false };
    const counted = withOwnPosts([comment("a", { reply_count: 1 })], [saved]);
    expect(counted[0]!.replies.map((r) => r.id)).toEqual(["r1"]);
    expect(counted[0]!.reply_count).toBe(1);
    // A list that shows it already is left as it is, and an own comment goes on top once.
    const own = { ...comment("c9"), pending: false };
    const shown = [comment("b"), comment("a", { reply_count: 1, replies: [saved] })];
    const out = withOwnPosts(shown, [saved, own]);
    expect(out.map((c) => c.id)).toEqual(["c9", "b", "a"]);
    expect(out[2]!.replies).toHaveLength(1);
    expect(withOwnPosts(out, [saved, own])).toBe(out);
  });
});

describe("postClientId", () => {
  const fresh = () => "fresh-id-0001";
  it("keeps a failed post's id when the same text goes to the same place again", () => {
    const failed = { text: "好文", replyTo: null, clientId: "kept-id-0001" };
    expect(postClientId(failed, "好文", null, fresh)).toBe("kept-id-0001");
  });
  it("gives a new id to a first post, a changed text or another parent", () => {
    const failed = { text: "好文", replyTo: "c1", clientId: "kept-id-0001" };
    expect(postClientId(null, "好文", "c1", fresh)).toBe("fresh-id-0001");
    expect(postClientId(failed, "好文！", "c1", fresh)).toBe("fresh-id-0001");
    expect(postClientId(failed, "好文", null, fresh)).toBe("fresh-id-0001");
  });
  it("makes ids the service takes, different each time", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(CommentClientIdSchema.safeParse(id).success).toBe(true);
  });
});
