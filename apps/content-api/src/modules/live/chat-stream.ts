/**
 * A live room's push stream (docs/decisions/0064): a server-sent event stream of the room's new
 * messages, likes, status changes and online count, for a visitor with a token. A stream resumes
 * from the last event id it was given, read from the database, so a reconnect misses nothing.
 */
import { callPattern, LIVE_CHAT_PAGE_MAX, STREAMS } from "@davmu/contract";
import type { Context, Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { RouteDeps } from "../../deps.ts";
import { ApiError, notFound } from "../../http/api-error.ts";
import { clientAddress } from "../../http/client-address.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { streamsOpen } from "../../metrics.ts";
import { callerOfToken } from "../accounts/caller.ts";
import { listMessages, type MessageRow, toMessage } from "./chat-messages.ts";
import { findRoomSchedule } from "./queries.ts";
import { roomChannel } from "./room-channel.ts";
import { createStreamCounter } from "./stream-caps.ts";

/** How often an open stream says it is alive: under the idle limits of proxies (nginx: 60 s). */
export const HEARTBEAT_MS = 15_000;
/** How often at most a stream hears the count of viewers. */
const ONLINE_EVERY_MS = 1000;
/**
 * How soon a browser reconnects when the process ends its stream to stop: at once, to another
 * process, and it resumes from the last event id it had (docs/decisions/0131).
 */
const RECONNECT_AFTER_STOP_MS = 500;
/** The messages a new stream starts with. */
const STREAM_BACKLOG = 30;

/** Adds the room's push stream to the chat's routes. */
export function liveChatStream(app: Hono, deps: RouteDeps): void {
  const { db, ids, config, presenter, broker, online, lifecycle } = deps;
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
      streamsOpen.inc();
      // The place is given back however the stream ends.
      try {
        // Listened for first: a viewer who leaves while the stream starts still ends it, and so
        // does the process stopping.
        const closed = new Promise<void>((resolve) => stream.onAbort(resolve));
        const stopping = new Promise<"stopping">((resolve) => {
          if (lifecycle.drainSignal.aborted) resolve("stopping");
          else lifecycle.drainSignal.addEventListener("abort", () => resolve("stopping"), { once: true });
        });
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
        if ((await Promise.race([closed, stopping])) === "stopping") {
          await stream.write(`retry: ${RECONNECT_AFTER_STOP_MS}\n\n`).catch(() => {});
        }
        clearInterval(heartbeat);
        if (onlinePending) clearTimeout(onlinePending);
        await unsubscribe();
        online.leave(id);
      } finally {
        hold.release();
        streamsOpen.dec();
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
}
