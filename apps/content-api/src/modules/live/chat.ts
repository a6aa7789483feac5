import { CALLS, LIVE_CHAT_PAGE_MAX, LIVE_STATUS, liveStatusAt } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, badRequest, notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { limitUser } from "../../http/user-rate.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { createWordFilter } from "../../write/word-filter.ts";
import { readCaller, requireUser } from "../accounts/caller.ts";
import { listMessages, toMessage } from "./chat-messages.ts";
import { liveChatStream } from "./chat-stream.ts";
import { findRoomSchedule } from "./queries.ts";
import { roomChannel } from "./room-channel.ts";

/**
 * A live room's chat and its push (spec §7 "Live", docs/decisions/0064): the history, a logged-in
 * viewer's message, a visitor's likes, and a server-sent event stream of the room's new messages and
 * online count (chat-stream.ts). A message goes through the broker, so every process's streams
 * carry it.
 */
export function liveChatRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter, broker, now } = deps;
  const app = new Hono();
  const words = createWordFilter(config.blockedWords);
  handle(app, config.prefixes, CALLS.liveChat, async ({ params, query }) => {
    const { after, size } = query();
    const id = decodeIdOr404(ids, params.id, "live room");
    if (!(await findRoomSchedule(db, id))) throw notFound("live room not found");
    const rows = await listMessages(db, id, after, Math.min(size, LIVE_CHAT_PAGE_MAX));
    return { list: rows.map((r) => toMessage(presenter, r)), last_seq: rows.at(-1)?.id ?? after ?? 0 };
  });

  const limit = rateLimit("live-chat", config.danmuRatePerMinute, {
    trustedProxies: config.trustedProxies,
    store: deps.rateStore,
  });
  handle(
    app,
    config.prefixes,
    CALLS.liveChatSend,
    async ({ c, params, body }) => {
      const user = await requireUser(deps, c);
      await limitUser(c, deps.rateStore, {
        name: "live-chat",
        userId: user.userId,
        perMinute: config.danmuRatePerMinute,
      });
      const id = decodeIdOr404(ids, params.id, "live room");
      const room = await findRoomSchedule(db, id);
      if (!room) throw notFound("live room not found");
      if (!Number(room.chat_columns)) throw badRequest("this room has no chat");
      const status = liveStatusAt(room.live_status, room.start_time, room.end_time, now());
      if (status === LIVE_STATUS.ended || status === LIVE_STATUS.review)
        throw badRequest("the chat of this room is closed");
      const { text } = await body();
      const held = words.hits(text).length > 0;
      const inserted = await db
        .insertInto("live_messages")
        .values({ content_id: id, user_id: user.userId, text, held: held ? 1 : 0, created_at: now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      const sender = await db
        .selectFrom("users")
        .select("nickname")
        .where("id", "=", user.userId)
        .executeTakeFirstOrThrow();
      const message = toMessage(presenter, {
        id: inserted.id,
        text,
        created_at: now(),
        nickname: sender.nickname,
      });
      // Only the id and place travel: PostgreSQL's NOTIFY is small, and streams read the rest.
      if (!held) await broker.publish(roomChannel(id), JSON.stringify({ type: "message", seq: message.seq }));
      return { ...message, state: held ? ("under_review" as const) : ("visible" as const) };
    },
    { before: [limit] },
  );

  const likeLimit = rateLimit("live-like", config.trackerRatePerMinute, {
    trustedProxies: config.trustedProxies,
    store: deps.rateStore,
  });
  handle(
    app,
    config.prefixes,
    CALLS.liveLike,
    async ({ c, params, body }) => {
      // Any visitor with a token this service signed: a script without one cannot pile up likes.
      if (!(await readCaller(deps, c))) throw new ApiError(401, "a like needs the visitor's token");
      const id = decodeIdOr404(ids, params.id, "live room");
      const room = await findRoomSchedule(db, id);
      if (!room) throw notFound("live room not found");
      if (liveStatusAt(room.live_status, room.start_time, room.end_time, now()) !== LIVE_STATUS.live)
        throw badRequest("likes are for a room that is live");
      const { msg_id, count } = await body();
      const likeCount = await db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto("live_likes")
          .values({ content_id: id, msg_id, count, created_at: now() })
          .onConflict((oc) => oc.columns(["content_id", "msg_id"]).doNothing())
          .returning("msg_id")
          .executeTakeFirst();
        if (added) {
          await trx
            .updateTable("live_details")
            .set((eb) => ({ like_count: eb("like_count", "+", count) }))
            .where("content_id", "=", id)
            .execute();
        }
        const row = await trx
          .selectFrom("live_details")
          .select("like_count")
          .where("content_id", "=", id)
          .executeTakeFirstOrThrow();
        return Number(row.like_count);
      });
      await broker.publish(roomChannel(id), JSON.stringify({ type: "like", total: likeCount }));
      return { like_count: likeCount };
    },
    { before: [likeLimit] },
  );

  liveChatStream(app, deps);

  return app;
}
