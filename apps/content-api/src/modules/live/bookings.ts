import { CALLS, LIVE_STATUS, liveStatusAt } from "@davmu/contract";
import { Hono } from "hono";
import type { RouteDeps } from "../../deps.ts";
import { badRequest, notFound } from "../../http/api-error.ts";
import { handle } from "../../http/handle.ts";
import { decodeIdOr404 } from "../../http/validate.ts";
import { requireUser } from "../accounts/caller.ts";
import { findRoomSchedule } from "./queries.ts";

/**
 * Bookings of a room's start (spec §7; docs/decisions/0064), in the bookings table the user_related
 * call already reads (`booked`): a logged-in user's, idempotent both
 * ways, listed soonest first. A room can be booked until it ends.
 */
export function bookingRoutes(deps: RouteDeps): Hono {
  const { db, ids, config, now } = deps;
  const app = new Hono();

  async function room(text: string) {
    const row = await findRoomSchedule(db, decodeIdOr404(ids, text, "live room"));
    if (!row) throw notFound("live room not found");
    return row;
  }

  handle(app, config.prefixes, CALLS.booking, async ({ c, body }) => {
    const user = await requireUser(deps, c);
    const { booking_id, booking_type } = await body();
    const row = await room(booking_id);
    const status = liveStatusAt(row.live_status, row.start_time, row.end_time, now());
    if (status === LIVE_STATUS.ended) throw badRequest("this live has ended: there is nothing to book");
    await db
      .insertInto("bookings")
      .values({ user_id: user.userId, booking_type, booking_id: row.id, created_at: now() })
      .onConflict((oc) => oc.columns(["user_id", "booking_type", "booking_id"]).doNothing())
      .execute();
    return { booked: true };
  });

  handle(app, config.prefixes, CALLS.unBooking, async ({ c, body }) => {
    const user = await requireUser(deps, c);
    const { booking_id, booking_type } = await body();
    const row = await room(booking_id);
    await db
      .deleteFrom("bookings")
      .where("user_id", "=", user.userId)
      .where("booking_type", "=", booking_type)
      .where("booking_id", "=", row.id)
      .execute();
    return { booked: false };
  });

  handle(app, config.prefixes, CALLS.bookingList, async ({ c }) => {
    const user = await requireUser(deps, c);
    const rows = await db
      .selectFrom("bookings as b")
      .innerJoin("contents as c", "c.id", "b.booking_id")
      .innerJoin("live_details as d", "d.content_id", "c.id")
      .select(["c.id", "c.title", "d.start_time"])
      .where("b.user_id", "=", user.userId)
      .where("b.booking_type", "=", "live")
      .orderBy("d.start_time")
      .execute();
    return {
      list: rows.map((r) => ({
        booking_id: ids.encode(r.id),
        booking_type: "live" as const,
        title: r.title,
        start_time: r.start_time,
      })),
    };
  });

  return app;
}
