import { CALLS } from "@davmu/contract";
import { type Context, Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { limitUser } from "../../http/user-rate.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { requireUser } from "../accounts/caller.ts";
import {
  findItem,
  findMediaAccount,
  findVisibleComment,
  isFollowing,
  type Source,
  setCollected,
  setFollowed,
  setLike,
  userMarks,
} from "./queries.ts";

/**
 * Likes, collections and follows ({peony} for any item, {guzzle} for media-account items;
 * docs/decisions/0050), and what the calling user did with an item. All need a user token.
 */
export function socialRoutes(deps: RouteDeps): Hono {
  const { db, ids, config } = deps;
  const app = new Hono();

  /** The logged-in caller, within their rate for marks. */
  const marker = async (c: Context) => {
    const user = await requireUser(deps, c);
    await limitUser(c, deps.rateStore, {
      name: "marks",
      userId: user.userId,
      perMinute: config.socialRatePerMinute,
    });
    return user;
  };

  const star =
    (source: Source) =>
    async ({ c, body }: { c: Context; body: () => Promise<StarInput> }) => {
      const user = await marker(c);
      const input = await body();
      const on = input.type === "star";
      if (input.target === "comment") {
        const id = decodeIdOr404(ids, input.id, "comment");
        if (!(await findVisibleComment(db, id, source))) throw notFound("comment not found");
        await setLike(db, { userId: user.userId, target: "comment", id, on });
        const after = await findVisibleComment(db, id, source);
        return { id: input.id, target: "comment" as const, starred: on, like_count: after?.like_count ?? 0 };
      }
      const id = decodeIdOr404(ids, input.id, "content");
      if (!(await findItem(db, id, source))) throw notFound("content not found");
      await setLike(db, { userId: user.userId, target: "content", id, on });
      const after = await findItem(db, id, source);
      return { id: input.id, target: "content" as const, starred: on, like_count: after?.like_count ?? 0 };
    };
  handle(app, config.prefixes, CALLS.star, star("any"));
  handle(app, config.prefixes, CALLS.mpStar, star("mp"));

  const collect =
    (source: Source) =>
    async ({
      c,
      params,
      body,
    }: {
      c: Context;
      params: { id: string };
      body: () => Promise<CollectInput>;
    }) => {
      const user = await marker(c);
      const id = decodeIdOr404(ids, params.id, "content");
      if (!(await findItem(db, id, source))) throw notFound("content not found");
      const on = (await body()).type === "collect";
      await setCollected(db, { userId: user.userId, contentId: id, on });
      const after = await findItem(db, id, source);
      return { id: params.id, collected: on, collect_count: after?.collect_count ?? 0 };
    };
  handle(app, config.prefixes, CALLS.collection, collect("any"));
  handle(app, config.prefixes, CALLS.mpCollection, collect("mp"));

  handle(app, config.prefixes, CALLS.follow, async ({ c, params, body }) => {
    const user = await marker(c);
    const mpId = decodeIdOr404(ids, params.id, "media account");
    if (!(await findMediaAccount(db, mpId))) throw notFound("media account not found");
    const on = (await body()).type === "follow";
    await setFollowed(db, { userId: user.userId, mpId, on });
    const after = await findMediaAccount(db, mpId);
    return { id: params.id, followed: on, follower_count: after?.follower_count ?? 0 };
  });

  handle(app, config.prefixes, CALLS.isFollowed, async ({ c, params }) => {
    const user = await requireUser(deps, c);
    const mpId = decodeIdOr404(ids, params.id, "media account");
    if (!(await findMediaAccount(db, mpId))) throw notFound("media account not found");
    return { id: params.id, followed: await isFollowing(db, user.userId, mpId) };
  });

  handle(app, config.prefixes, CALLS.userRelated, async ({ c, params }) => {
    const user = await requireUser(deps, c);
    c.header("Cache-Control", "private, no-store");
    const id = decodeIdOr404(ids, params.id, "content");
    const item = await findItem(db, id, "any");
    if (!item || item.type !== params.type) throw notFound("content not found");
    const mp = item.mp_id === null ? undefined : await findMediaAccount(db, item.mp_id);
    const marks = await userMarks(db, {
      userId: user.userId,
      contentId: id,
      type: item.type,
      mpId: item.mp_id,
    });
    return {
      id: params.id,
      type: item.type,
      ...marks,
      like_count: item.like_count,
      collect_count: item.collect_count,
      comment_count: item.comment_count,
      follower_count: mp?.follower_count ?? null,
    };
  });

  return app;
}

type StarInput = { id: string; type: "star" | "unstar"; target: "content" | "comment" };
type CollectInput = { type: "collect" | "uncollect" };
