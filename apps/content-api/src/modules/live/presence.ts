import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** A process's viewers count for others while its row is this fresh (seconds). */
export const PRESENCE_TTL_S = 45;
/** How often a process rewrites its rows: three times within their freshness. */
const HEARTBEAT_MS = 15_000;
/** A room's changed count is written at most this often per process. */
const FLUSH_MS = 1000;

/**
 * Who watches a room (docs/decisions/0077): the push streams open on it, over every process of the
 * service. Each process counts its own in memory and writes them to `live_presence`, at most once
 * a second per room and again every 15 s while any stay open; a room's count is this process's own
 * plus the other processes' fresh rows. `onChange` is told once a room's row is written, so other
 * processes read the new sum when they hear of it.
 */
export type OnlineCount = {
  join(id: number): void;
  leave(id: number): void;
  of(id: number): Promise<number>;
  /** Writes what is pending, then takes this process's rows away: its viewers are gone. */
  close(): Promise<void>;
};

export function createOnlineCount(deps: {
  db: Kysely<Database>;
  /** Seconds since the epoch. */
  now: () => number;
  onChange?: (id: number) => Promise<void> | void;
}): OnlineCount {
  const { db, now, onChange } = deps;
  const processId = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const counts = new Map<number, number>();
  const dirty = new Set<number>();
  let writing: Promise<void> = Promise.resolve();
  let pending: ReturnType<typeof setTimeout> | null = null;
  let closed = false;
  /** The other processes' viewers of a room, as being read now. */
  const reading = new Map<number, Promise<number>>();

  const write = async () => {
    const rooms = [...dirty];
    dirty.clear();
    const at = now();
    for (const id of rooms) {
      const viewers = counts.get(id) ?? 0;
      if (viewers === 0)
        await db
          .deleteFrom("live_presence")
          .where("process_id", "=", processId)
          .where("content_id", "=", id)
          .execute();
      else
        await db
          .insertInto("live_presence")
          .values({ process_id: processId, content_id: id, viewers, seen_at: at })
          .onConflict((oc) => oc.columns(["process_id", "content_id"]).doUpdateSet({ viewers, seen_at: at }))
          .execute();
      await onChange?.(id);
    }
  };
  const flush = () => {
    writing = writing.then(write).catch((error: unknown) => {
      // The count is shown, not kept: a failed write is retried by the next change or heartbeat.
      console.error(`live presence: ${error instanceof Error ? error.message : String(error)}`);
    });
    return writing;
  };
  const schedule = (id: number) => {
    dirty.add(id);
    if (pending || closed) return;
    pending = setTimeout(() => {
      pending = null;
      void flush();
    }, FLUSH_MS);
    pending.unref?.();
  };
  const heartbeat = setInterval(() => {
    for (const id of counts.keys()) dirty.add(id);
    // A process that died left rows behind: whoever beats next takes the long-stale ones away.
    writing = writing
      .then(() =>
        db
          .deleteFrom("live_presence")
          .where("seen_at", "<", now() - 10 * PRESENCE_TTL_S)
          .execute(),
      )
      .then(
        () => {},
        () => {},
      );
    void flush();
  }, HEARTBEAT_MS);
  heartbeat.unref?.();

  return {
    join(id) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
      schedule(id);
    },
    leave(id) {
      const left = (counts.get(id) ?? 1) - 1;
      if (left > 0) counts.set(id, left);
      else counts.delete(id);
      schedule(id);
    },
    async of(id) {
      // Every stream of a room asks at the same moment (the same event told them all): one read.
      let others = reading.get(id);
      if (!others) {
        others = db
          .selectFrom("live_presence")
          .select((eb) => eb.fn.sum<number | string>("viewers").as("n"))
          .where("content_id", "=", id)
          .where("process_id", "!=", processId)
          .where("seen_at", ">=", now() - PRESENCE_TTL_S)
          .executeTakeFirst()
          .then((row) => Number(row?.n ?? 0))
          .finally(() => reading.delete(id));
        reading.set(id, others);
      }
      return (counts.get(id) ?? 0) + (await others);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      if (pending) clearTimeout(pending);
      pending = null;
      await writing;
      counts.clear();
      await db.deleteFrom("live_presence").where("process_id", "=", processId).execute();
    },
  };
}
