import type { TrackerLog } from "@davmu/contract";
import type { IdCodec } from "@davmu/ids";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * A visitor's repeated views of one item within this window count once (docs/decisions/0013): a
 * reload or a back-and-forth does not inflate the count; every view is still stored as an event.
 */
export const VIEW_DEDUPE_SECONDS = 30 * 60;

type Input = { logs: TrackerLog[]; ids: IdCodec; now: number };

/** Stores one event per tid of every log and counts new views on the items; returns the event count. */
export async function recordTrackerLogs(db: Kysely<Database>, { logs, ids, now }: Input): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let stored = 0;
    const counted = new Set<string>();
    for (const log of logs) {
      for (const tid of log.tid.split("|")) {
        if (log.behavior === "view") {
          const key = `${log.user_id}\u0000${tid}`;
          const seen =
            counted.has(key) ||
            (await trx
              .selectFrom("tracker_events")
              .select("id")
              .where("behavior", "=", "view")
              .where("tid", "=", tid)
              .where("device_user_id", "=", log.user_id)
              .where("received_at", ">=", now - VIEW_DEDUPE_SECONDS)
              .executeTakeFirst()) !== undefined;
          counted.add(key);
          const id = ids.decode(tid);
          if (!seen && id !== null) {
            await trx
              .updateTable("contents")
              .set((eb) => ({ view_count: eb("view_count", "+", 1) }))
              .where("id", "=", id)
              .execute();
          }
        }
        await trx
          .insertInto("tracker_events")
          .values({
            received_at: now,
            client_time: Math.floor(log.timestamp / 1000),
            behavior: log.behavior,
            tid,
            duration: log.behavior === "read" ? Math.round(log.duration ?? 0) : null,
            percent: log.behavior === "read" ? (log.percent ?? null) : null,
            terminal: log.terminal,
            version: log.version,
            device_type: log.device_type,
            device_os: log.device_os,
            device_user_id: log.user_id,
          })
          .execute();
        stored += 1;
      }
    }
    return stored;
  });
}

/** Events stored for one item, by behaviour, and the deepest read reported. */
export async function summarizeTracker(db: Kysely<Database>, tid: string) {
  const rows = await db
    .selectFrom("tracker_events")
    .select(["behavior", sql<number>`count(*)`.as("n"), sql<number | null>`max(percent)`.as("max_percent")])
    .where("tid", "=", tid)
    .groupBy("behavior")
    .execute();
  const count = (b: string) => Number(rows.find((r) => r.behavior === b)?.n ?? 0);
  const read = rows.find((r) => r.behavior === "read");
  return {
    tid,
    view: count("view"),
    read: count("read"),
    expose: count("expose"),
    max_percent: read?.max_percent ?? null,
  };
}
