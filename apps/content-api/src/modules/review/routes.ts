import { CALLS } from "@davmu/contract";
import { type Context, Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, notFound } from "../../http/api-error.ts";
import { editorOnly as editorGate } from "../../http/editor.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { toUserBrief } from "../accounts/present.ts";
import { decide, listHeld } from "./queries.ts";

/**
 * The review of held comments (docs/decisions/0056), for an editor's tool with the editor token,
 * as preview links are issued. Off, as if absent, when no editor token is configured.
 */
export function reviewRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter } = deps;
  const app = new Hono();

  const editorOnly = (c: Context) => editorGate(c, deps, "comment review");

  handle(app, config.prefixes, CALLS.heldComments, async ({ c, query }) => {
    const refused = await editorOnly(c);
    if (refused) return refused;
    const { pageindex, pagesize } = query();
    const { rows, total } = await listHeld(db, { limit: pagesize, offset: (pageindex - 1) * pagesize });
    return {
      list: rows.map((r) => ({
        id: ids.encode(r.id),
        content: { id: ids.encode(r.content_id), type: r.content_type, title: r.content_title },
        user: toUserBrief(presenter, { id: r.user_id, nickname: r.nickname, avatar: r.avatar }),
        text: r.body,
        held_words: r.held_words ? r.held_words.split(",") : [],
        root_id: r.root_id === null ? null : ids.encode(r.root_id),
        created_at: r.created_at,
      })),
      pageindex,
      pagesize,
      total,
      has_more: pageindex * pagesize < total,
    };
  });

  handle(app, config.prefixes, CALLS.reviewComment, async ({ c, params, body }) => {
    const refused = await editorOnly(c);
    if (refused) return refused;
    const cid = decodeIdOr404(ids, params.cid, "comment");
    const { decision } = await body();
    const outcome = await decide(db, cid, decision);
    if (outcome.kind === "missing") throw notFound("comment not found");
    if (outcome.kind === "not-held") {
      throw new ApiError(409, `the comment is not held for review: it is ${outcome.status} already`);
    }
    return { id: params.cid, status: outcome.status, comment_count: outcome.commentCount };
  });

  return app;
}
