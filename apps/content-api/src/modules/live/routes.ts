import { CALLS } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { notFound } from "../../http/api-error.ts";
import { editorOnly } from "../../http/editor.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { toLiveDetail, toRoom } from "./present.ts";
import { findRoom, listPublishedPosts, listRoomParts, setRoomStatus } from "./queries.ts";
import { roomChannel } from "./room-channel.ts";

/**
 * Live rooms (spec §7 "Live", docs/decisions/0063): a room's detail, and what changes while it runs,
 * which its page polls. Both are the same for everyone; the status comes from the service's clock,
 * or from an editor who takes a room off the air for review (docs/decisions/0075).
 */
export function liveRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter, now, broker, online } = deps;
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
    return toLiveDetail(presenter, row, parts, posts, at, await online.of(id));
  });

  /** What changes while a room runs: what its page polls, and what an editor's change answers. */
  async function roomState(id: number) {
    const row = await findRoom(db, id);
    if (!row) throw notFound("live room not found");
    const at = now();
    return toRoom(presenter, row, await listPublishedPosts(db, id, at), at, await online.of(id));
  }

  handle(app, config.prefixes, CALLS.liveRoom, ({ params }) =>
    roomState(decodeIdOr404(ids, params.id, "live room")),
  );

  handle(app, config.prefixes, CALLS.editorLiveStatus, async ({ c, params, body }) => {
    const refused = await editorOnly(c, deps, "live rooms");
    if (refused) return refused;
    const id = decodeIdOr404(ids, params.id, "live room");
    const { status } = await body();
    if (!(await setRoomStatus(db, id, status))) throw notFound("live room not found");
    // Every page in the room hears it at once, on whichever process serves its stream.
    await broker.publish(roomChannel(id), JSON.stringify({ type: "status", status }));
    return roomState(id);
  });

  return app;
}
