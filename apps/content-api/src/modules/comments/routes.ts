import { CALLS, type CommentListQuery, type CommentPage, type CommentPost } from "@davmu/contract";
import { type Context, Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { limitUser } from "../../http/user-rate.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { createWordFilter } from "../../write/word-filter.ts";
import { insertComment } from "../../write/write-comment.ts";
import { readCaller, requireUser } from "../accounts/caller.ts";
import { findItem, type Source } from "../social/queries.ts";
import { toComment, toReply } from "./present.ts";
import {
  countReplies,
  findComment,
  likedBy,
  listReplyPreviews,
  listThread,
  listTopLevel,
  type Viewer,
} from "./queries.ts";

/**
 * Comments (docs/decisions/0050): pages of an item's threads for the browser ({peony}, with the
 * caller's own comments under review and likes) and for server rendering ({osman} for
 * media-account items, {peony-inner} for any: the same for everyone), and posting ({peony},
 * {guzzle} for media-account items). Text is stored and answered as the plain text it is.
 */
export function commentRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter } = deps;
  const app = new Hono();
  const words = createWordFilter(config.blockedWords);

  const viewerOf = async (c: Context): Promise<Viewer> => {
    const caller = await readCaller(deps, c);
    if (caller?.kind !== "user") return null;
    // What a logged-in user is shown is theirs alone.
    c.header("Cache-Control", "private, no-store");
    return caller.userId;
  };

  async function page(
    contentId: number,
    viewer: Viewer,
    query: CommentListQuery,
    count: number,
  ): Promise<CommentPage> {
    const { pageindex, pagesize, order } = query;
    const { rows, total } = await listTopLevel(db, {
      contentId,
      viewer,
      order,
      limit: pagesize,
      offset: (pageindex - 1) * pagesize,
    });
    const rootIds = rows.map((r) => r.id);
    const [replies, replyCounts] = await Promise.all([
      listReplyPreviews(db, { rootIds, viewer }),
      countReplies(db, rootIds),
    ]);
    const liked = await likedBy(db, viewer, [...rootIds, ...replies.map((r) => r.id)]);
    return {
      list: rows.map((row) =>
        toComment(presenter, row, {
          replies: replies.filter((r) => r.root_id === row.id),
          replyCount: replyCounts.get(row.id) ?? 0,
          liked,
        }),
      ),
      pageindex,
      pagesize,
      total,
      has_more: pageindex * pagesize < total,
      comment_count: count,
    };
  }

  const list =
    (source: Source, personal: boolean) =>
    async ({ c, params, query }: { c: Context; params: { id: string }; query: () => CommentListQuery }) => {
      const input = query();
      const id = decodeIdOr404(ids, params.id, "content");
      const viewer = personal ? await viewerOf(c) : null;
      const item = await findItem(db, id, source);
      if (!item) throw notFound("content not found");
      return page(id, viewer, input, item.comment_count);
    };
  handle(app, config.prefixes, CALLS.commentList, list("any", true));
  handle(app, config.prefixes, CALLS.commentListInner, list("any", false));
  handle(app, config.prefixes, CALLS.mpCommentListInner, list("mp", false));

  handle(app, config.prefixes, CALLS.commentThread, async ({ c, params, query }) => {
    const { pageindex, pagesize } = query();
    const id = decodeIdOr404(ids, params.id, "content");
    const cid = decodeIdOr404(ids, params.cid, "comment");
    const viewer = await viewerOf(c);
    if (!(await findItem(db, id, "any"))) throw notFound("content not found");
    const asked = await findComment(db, cid, viewer);
    if (!asked || asked.content_id !== id) throw notFound("comment not found");
    // A reply's thread is its top-level comment's.
    const root = asked.root_id === null ? asked : await findComment(db, asked.root_id, viewer);
    if (!root) throw notFound("comment not found");
    const [{ rows, total }, replyCounts] = await Promise.all([
      listThread(db, { rootId: root.id, viewer, limit: pagesize, offset: (pageindex - 1) * pagesize }),
      countReplies(db, [root.id]),
    ]);
    const liked = await likedBy(db, viewer, [root.id, ...rows.map((r) => r.id)]);
    return {
      root: toComment(presenter, root, { replies: [], replyCount: replyCounts.get(root.id) ?? 0, liked }),
      list: rows.map((r) => toReply(presenter, r, liked)),
      pageindex,
      pagesize,
      total,
      has_more: pageindex * pagesize < total,
    };
  });

  const post =
    (source: Source) =>
    async ({
      c,
      params,
      body,
    }: {
      c: Context;
      params: { id: string };
      body: () => Promise<CommentPost & { text: string }>;
    }) => {
      const user = await requireUser(deps, c);
      await limitUser(c, deps.rateStore, {
        name: "comments",
        userId: user.userId,
        perMinute: config.commentRatePerMinute,
      });
      const id = decodeIdOr404(ids, params.id, "content");
      if (!(await findItem(db, id, source))) throw notFound("content not found");
      const input = await body();
      let replyTo: { id: number; rootId: number } | null = null;
      if (input.reply_to !== undefined) {
        const parentId = decodeIdOr404(ids, input.reply_to, "the comment replied to");
        const parent = await findComment(db, parentId, user.userId);
        if (!parent || parent.content_id !== id) throw notFound("the comment replied to was not found");
        replyTo = { id: parent.id, rootId: parent.root_id ?? parent.id };
      }
      const heldWords = words.hits(input.text);
      const saved = await insertComment(db, {
        contentId: id,
        userId: user.userId,
        text: input.text,
        replyTo,
        heldWords,
        createdAt: deps.now(),
        clientId: input.client_id,
      });
      const row = await findComment(db, saved.id, user.userId);
      // The same post sent again is answered with the comment it saved; another post cannot reuse
      // its id (nor one whose comment was taken down meanwhile).
      const same =
        row !== undefined &&
        row.content_id === id &&
        row.body === input.text &&
        row.parent_id === (replyTo?.id ?? null);
      if (!same)
        throw new ApiError(409, "client_id was used for another comment: give each comment an id of its own");
      return toComment(presenter, row, { replies: [], replyCount: 0, liked: new Set() });
    };
  handle(app, config.prefixes, CALLS.commentPost, post("any"));
  handle(app, config.prefixes, CALLS.mpCommentPost, post("mp"));

  return app;
}
