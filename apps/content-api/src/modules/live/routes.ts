import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import type { OnlineCount } from "./chat.ts";
import { toLiveDetail, toRoom } from "./present.ts";
import { findRoom, listPublishedPosts, listRoomParts } from "./queries.ts";

/**
 * Live rooms (spec §7 "Live", docs/decisions/0063): a room's detail, and what changes while it runs,
 * which its page polls. Both are the same for everyone; the status comes from the service's clock.
 */
export function liveRoutes(deps: RouteDeps, online: OnlineCount): Hono {
  const { db, ids, config, presenter, now } = deps;
  const app = new Hono();

  async function room(text: string | undefined) {
    const id = decodeIdOr404(ids, text, "live room");
    const row = await findRoom(db, id);
    if (!row) throw notFound("live room not found");
    return { id, row };
  }

  handle(app, config.prefixes, CALLS.liveInfo, async ({ params }) => {
    const { id, row } = await room(params.id);
    const at = now();
    const [parts, posts] = await Promise.all([listRoomParts(db, id), listPublishedPosts(db, id, at)]);
    return toLiveDetail(presenter, row, parts, posts, at, online.of(id));
  });

  handle(app, config.prefixes, CALLS.liveRoom, async ({ params }) => {
    const { id, row } = await room(params.id);
    const at = now();
    return toRoom(presenter, row, await listPublishedPosts(db, id, at), at, online.of(id));
  });

  return app;
}
