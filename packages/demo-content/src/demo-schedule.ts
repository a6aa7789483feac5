import type { Database } from "@davmu/content-api/db/schema.ts";
import { LIVE_STATUS } from "@davmu/contract";
import type { Kysely } from "kysely";
import { DEMO_UPCOMING_ROOM_KEY, DEMO_UPCOMING_ROOM_MINUTES } from "./seed-live-rooms.ts";

/** How often a running demo looks whether its upcoming room has had its turn. */
export const DEMO_SCHEDULE_CHECK_MS = 60_000;

/**
 * The demo shows every state of a live room whenever it is opened: one live, one ended and one to
 * come, with its countdown, booking and calendar file. The seed sets the room to come a few minutes
 * after the first start; left alone, it would be live, then over, for every later visitor.
 *
 * `on: "start"` (each start of the service) moves that room `delayMinutes` ahead of now once its
 * start has come; `on: "tick"` (while the service runs) does so only once it has ended, so a demo
 * left running shows it turn live at its time, run its length, and come round again. A room an
 * editor took off the air is left as it is. Returns whether the room moved.
 */
export async function keepDemoRoomAhead(
  db: Kysely<Database>,
  nowSeconds: number,
  delayMinutes: number,
  on: "start" | "tick",
): Promise<boolean> {
  const room = await db
    .selectFrom("live_details as l")
    .innerJoin("contents as c", "c.id", "l.content_id")
    .select(["l.content_id", "l.start_time", "l.end_time", "l.live_status"])
    .where("c.source_key", "=", DEMO_UPCOMING_ROOM_KEY)
    .executeTakeFirst();
  if (!room || room.live_status === LIVE_STATUS.review) return false;
  const due = on === "start" ? room.start_time : room.end_time;
  if (due === null || due > nowSeconds) return false;
  const start = nowSeconds + delayMinutes * 60;
  await db
    .updateTable("live_details")
    .set({
      start_time: start,
      end_time: start + DEMO_UPCOMING_ROOM_MINUTES * 60,
      live_status: LIVE_STATUS.notStarted,
    })
    .where("content_id", "=", room.content_id)
    .execute();
  return true;
}
