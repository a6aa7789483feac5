import {
  CALLS,
  callPattern,
  LIVE_CHAT_PAGE_MAX,
  LIVE_STATUS,
  type LiveChatMessage,
  liveStatusAt,
  STREAMS,
} from "@davmu/contract";
import type { Context } from "hono";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, badRequest, notFound } from "../../http/api-error.ts";
import { clientAddress } from "../../http/client-address.ts";
import { handle } from "../../http/handle.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { limitUser } from "../../http/user-rate.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { createWordFilter } from "../../write/word-filter.ts";
import { callerOfToken, readCaller, requireUser } from "../accounts/caller.ts";
import { findRoomSchedule } from "./queries.ts";
import { roomChannel } from "./room-channel.ts";
import { createStreamCounter } from "./stream-caps.ts";

/** How often an open stream says it is alive: under the idle limits of proxies (nginx: 60 s). */
export const HEARTBEAT_MS = 15_000;
/** How often at most a stream hears the count of viewers. */
const ONLINE_EVERY_MS = 1000;
/** The messages a new stream starts with. */
const STREAM_BACKLOG = 30;

/** How the chat shows a user to everyone else: the first character, the rest hidden. */
export function maskNickname(nickname: string): string {
  const [first = "", ...rest] = [...nickname.trim()];
  return `${first}${"*".repeat(Math.min(Math.max(rest.length, 2), 4))}`;
}

type MessageRow = { id: number; text: string; created_at: number; nickname: string };

const toMessage = (p: { ids: { encode(n: number): string } }, row: MessageRow): LiveChatMessage => ({
  id: p.ids.encode(row.id),
  seq: row.id,
  nickname: maskNickname(row.nickname),
  text: row.text,
  time: row.created_at,
});

function selectMessages(db: Kysely<Database>, roomId: number) {
  return db
    .selectFrom("live_messages as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.id", "m.text", "m.created_at", "u.nickname"])
    .where("m.content_id", "=", roomId)
    .where("m.held", "=", 0);
}

/** The messages after `after`, oldest first; or the latest `size` when `after` is absent. */
export async function listMessages(
  db: Kysely<Database>,
  roomId: number,
  after: number | undefined,
  size: number,
) {
  if (after !== undefined) {
    return selectMessages(db, roomId).where("m.id", ">", after).orderBy("m.id").limit(size).execute();
  }
  const rows = await selectMessages(db, roomId).orderBy("m.id", "desc").limit(size).execute();
  return rows.reverse();
}

/**
 * A live room's chat and its push (spec §7 "Live", docs/decisions/0064): the history, a logged-in
 * viewer's message, and a server-sent event stream of the room's new messages and online count.
 * A message goes through the broker, so every process's streams carry it; a stream resumes from
 * the last event id it was given, read from the database, so a reconnect misses nothing.
 */
export function liveChatRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, presenter, broker, now, online } = deps;
  const app = new Hono();
  const words = createWordFilter(config.blockedWords);
  // Reads the room's streams make at once: a new message wakes every stream of the room with the
  // same last id, and one read serves them all.
  const reading = new Map<string, Promise<MessageRow[]>>();
  // A message's event as it goes on the wire, made once for all the streams the shared read serves.
  const frames = new WeakMap<MessageRow, string>();
  const frameOf = (row: MessageRow) => {
    let frame = frames.get(row);
    if (frame === undefined) {
      // One line of JSON: the text cannot break the event (JSON escapes line breaks).
      frame = `id: ${row.id}\nevent: message\ndata: ${JSON.stringify(toMessage(presenter, row))}\n\n`;
      frames.set(row, frame);
    }
    return frame;
  };
  const sharedList = (id: number, after: number | undefined, size: number) => {
    const key = `${id}:${after ?? ""}:${size}`;
    let rows = reading.get(key);
    if (!rows) {
      rows = listMessages(db, id, after, size).finally(() => reading.delete(key));
      reading.set(key, rows);
    }
    return rows;
  };

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

  const streams = createStreamCounter(config.liveStreamCaps);

  app.get(callPattern(STREAMS.liveRoom, config.prefixes), async (c) => {
    const caller = await streamCaller(c);
    if (!caller) throw new ApiError(401, "a stream needs the visitor's token (?token=)");
    const id = decodeIdOr404(ids, c.req.param("id"), "live room");
    const schedule = await findRoomSchedule(db, id);
    if (!schedule) throw notFound("live room not found");
    // The room's own count of viewers, read once: the streams open here are added as they change.
    const watchingElsewhere = schedule.online_count;
    const hold = streams.hold(caller.subject, clientAddress(c, config.trustedProxies));
    if (!hold) {
      c.header("Retry-After", "10");
      throw new ApiError(
        429,
        "too many live streams open for this visitor or address: close one and try again",
      );
    }
    const resume = Number(c.req.header("last-event-id") ?? c.req.query("after") ?? Number.NaN);
    c.header("Cache-Control", "no-cache, no-transform");
    // nginx would otherwise hold the events back in its buffer.
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      // The place is given back however the stream ends.
      try {
        // Listened for first: a viewer who leaves while the stream starts still ends it.
        const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
        let last = Number.isSafeInteger(resume) && resume >= 0 ? resume : null;
        let sending = Promise.resolve();
        const send = async () => {
          const rows = await sharedList(
            id,
            last ?? undefined,
            last === null ? STREAM_BACKLOG : LIVE_CHAT_PAGE_MAX,
          );
          for (const row of rows) {
            await stream.write(frameOf(row));
            last = row.id;
          }
          if (last === null) last = 0;
        };
        // One catch-up at a time, in order: a burst of notifications becomes a few reads.
        const catchUp = () => {
          sending = sending.then(send).catch(() => {});
          return sending;
        };
        online.join(id);
        // Viewers coming and going, told at most once a second: a room filling up with n viewers
        // would otherwise cost n × n writes.
        let onlinePending: ReturnType<typeof setTimeout> | null = null;
        const onlineEvent = () => {
          onlinePending ??= setTimeout(() => {
            onlinePending = null;
            void online
              .of(id)
              .then((n) => stream.writeSSE({ event: "online", data: String(watchingElsewhere + n) }))
              .catch(() => {});
          }, ONLINE_EVERY_MS);
        };
        const unsubscribe = await broker.subscribe(roomChannel(id), (payload) => {
          const event = JSON.parse(payload) as { type: string; total?: number; status?: number };
          if (event.type === "message") void catchUp();
          else if (event.type === "online") void onlineEvent();
          else if (event.type === "like")
            void stream.writeSSE({ event: "like", data: String(event.total ?? 0) }).catch(() => {});
          // An editor changed the room's status: the page asks for the room again. (An event with no
          // data would not reach the page: EventSource drops it.)
          else if (event.type === "status")
            void stream.writeSSE({ event: "status", data: String(event.status ?? "") }).catch(() => {});
        });
        await catchUp();
        const heartbeat = setInterval(() => {
          void stream.write(": heartbeat\n\n").catch(() => {});
        }, HEARTBEAT_MS);
        await closed;
        clearInterval(heartbeat);
        if (onlinePending) clearTimeout(onlinePending);
        await unsubscribe();
        online.leave(id);
      } finally {
        hold.release();
      }
    });
  });

  /**
   * The stream's visitor, by the token in its query (EventSource sends no headers), by the same
   * rules as every call: a logged-out user's token opens none.
   */
  function streamCaller(c: Context) {
    const token = c.req.query("token");
    return token ? callerOfToken(deps, token) : Promise.resolve(null);
  }

  return app;
}
