import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { toCircle, toComments, toPosts, toTopic } from "./present.ts";
import { findCircle, findPost, findTopic, listComments, listPostParts, listPosts } from "./queries.ts";

/** A page's fields from its rows and the total. */
const paged = <T>(list: T[], pageindex: number, pagesize: number, total: number) => ({
  list,
  pageindex,
  pagesize,
  total,
  has_more: pageindex * pagesize < total,
});

/**
 * Community circles, their posts and topics (spec §7 `/circle/v1/api/share/...`; docs/decisions/0065).
 * Public calls, the same for everyone; an id that does not decode, or names nothing visible, is 404.
 */
export function communityRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter } = deps;
  const app = new Hono();

  handle(app, config.prefixes, CALLS.circleDetail, async ({ query }) => {
    const row = await findCircle(db, decodeIdOr404(ids, query().id, "circle"));
    if (!row) throw notFound("circle not found");
    return toCircle(presenter, row);
  });

  handle(app, config.prefixes, CALLS.circleTopicDetail, async ({ query }) => {
    const row = await findTopic(db, decodeIdOr404(ids, query().id, "topic"));
    if (!row) throw notFound("topic not found");
    return toTopic(presenter, row);
  });

  handle(app, config.prefixes, CALLS.circleContentList, async ({ query }) => {
    const q = query();
    let scope: { circleId: number } | { topicId: number };
    if (q.circle_id !== undefined) {
      const circleId = decodeIdOr404(ids, q.circle_id, "circle");
      if (!(await findCircle(db, circleId))) throw notFound("circle not found");
      scope = { circleId };
    } else {
      const topicId = decodeIdOr404(ids, q.topic_id, "topic");
      if (!(await findTopic(db, topicId))) throw notFound("topic not found");
      scope = { topicId };
    }
    const { rows, total } = await listPosts(db, {
      ...scope,
      limit: q.pagesize,
      offset: (q.pageindex - 1) * q.pagesize,
    });
    const parts = await listPostParts(
      db,
      rows.map((r) => r.id),
    );
    return paged(toPosts(presenter, rows, parts), q.pageindex, q.pagesize, total);
  });

  handle(app, config.prefixes, CALLS.circleContentDetail, async ({ query }) => {
    const { id, pagesize } = query();
    const row = await findPost(db, decodeIdOr404(ids, id, "post"));
    if (!row) throw notFound("post not found");
    const [circle, parts, comments] = await Promise.all([
      findCircle(db, row.circle_id),
      listPostParts(db, [row.id]),
      listComments(db, { postId: row.id, limit: pagesize, offset: 0 }),
    ]);
    if (!circle) throw notFound("post not found");
    return {
      post: toPosts(presenter, [row], parts)[0]!,
      circle: toCircle(presenter, circle),
      comments: paged(toComments(presenter, comments.rows, row.owner_id), 1, pagesize, comments.total),
    };
  });

  handle(app, config.prefixes, CALLS.circleCommentList, async ({ query }) => {
    const { id, pageindex, pagesize } = query();
    const row = await findPost(db, decodeIdOr404(ids, id, "post"));
    if (!row) throw notFound("post not found");
    const comments = await listComments(db, {
      postId: row.id,
      limit: pagesize,
      offset: (pageindex - 1) * pagesize,
    });
    return paged(toComments(presenter, comments.rows, row.owner_id), pageindex, pagesize, comments.total);
  });

  return app;
}
