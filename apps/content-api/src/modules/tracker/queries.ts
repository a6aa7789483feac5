import { PLAY_MILESTONES, type TrackerLog } from "@davmu/contract";
import type { IdCodec } from "@davmu/ids";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * A visitor's repeated views of one item within this window count once (docs/decisions/0013): a
 * reload or a back-and-forth does not inflate the count; every view is still stored as an event.
 */
export const VIEW_DEDUPE_SECONDS = 30 * 60;

type Input = {
  logs: TrackerLog[];
  ids: IdCodec;
  now: number;
  /** Who is viewing, as the service established it (never a value the client chose). */
  viewer: string;
};

/** The published items among `ids`: only they are tracked. */
async function publishedAmong(db: Kysely<Database>, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom("contents")
    .select("id")
    .where("status", "=", "published")
    .where("id", "in", ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Stores one event per tid of every log that names a published item (the others are dropped) and
 * counts a view once per viewer and item within the window; returns the events stored.
 */
export async function recordTrackerLogs(
  db: Kysely<Database>,
  { logs, ids, now, viewer }: Input,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const decoded = logs.flatMap((log) => log.tid.split("|").map((tid) => ids.decode(tid)));
    const known = await publishedAmong(trx, [...new Set(decoded.filter((id): id is number => id !== null))]);
    let stored = 0;
    for (const log of logs) {
      for (const tid of log.tid.split("|")) {
        const id = ids.decode(tid);
        if (id === null || !known.has(id)) continue;
        if (log.behavior === "view") await countView(trx, { id, viewer, now });
        await trx
          .insertInto("tracker_events")
          .values({
            received_at: now,
            client_time: Math.floor(log.timestamp / 1000),
            behavior: log.behavior,
            tid,
            duration: log.behavior === "read" ? Math.round(log.duration ?? 0) : null,
            percent: log.behavior === "read" || log.behavior === "play" ? (log.percent ?? null) : null,
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

/**
 * Raises the view count unless this viewer raised it within the window, and marks the time. One
 * statement decides: the mark is written only when there is none or it is old, and only then is a
 * row returned. Two processes counting the same viewer at once cannot both pass (on PostgreSQL the
 * second waits on the first's row lock, then finds the fresh mark), so the dedupe holds however
 * many processes serve the site.
 */
async function countView(
  db: Kysely<Database>,
  { id, viewer, now }: { id: number; viewer: string; now: number },
) {
  const marked = await db
    .insertInto("tracker_view_marks")
    .values({ content_id: id, viewer, counted_at: now })
    .onConflict((oc) =>
      oc
        .columns(["content_id", "viewer"])
        .doUpdateSet({ counted_at: now })
        .where("tracker_view_marks.counted_at", "<=", now - VIEW_DEDUPE_SECONDS),
    )
    .returning("counted_at")
    .executeTakeFirst();
  if (!marked) return;
  await db
    .updateTable("contents")
    .set((eb) => ({ view_count: eb("view_count", "+", 1) }))
    .where("id", "=", id)
    .execute();
}

/** Whether an item is published: only published items have a tracker summary. */
export async function isTracked(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await publishedAmong(db, [id])).has(id);
}

/** Events stored for one item, by behaviour, the deepest read, and play-throughs by milestone. */
export async function summarizeTracker(db: Kysely<Database>, tid: string) {
  const milestones = await db
    .selectFrom("tracker_events")
    .select(["percent", sql<number>`count(*)`.as("n")])
    .where("tid", "=", tid)
    .where("behavior", "=", "play")
    .groupBy("percent")
    .execute();
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
    play: count("play"),
    max_percent: read?.max_percent ?? null,
    play_milestones: Object.fromEntries(
      PLAY_MILESTONES.map((m) => [
        String(m),
        Number(milestones.find((r) => Number(r.percent) === m)?.n ?? 0),
      ]),
    ),
  };
}
