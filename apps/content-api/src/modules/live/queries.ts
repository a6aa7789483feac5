import { LIVE_POSTS_MAX } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { selectPublishedCards } from "../content/cards.ts";

/** A published live item with its spec §3 detail row, or null (not found, a draft, not a room). */
export async function findRoom(db: Kysely<Database>, id: number) {
  const card = await selectPublishedCards(db)
    .select(["c.share_count"])
    .where("c.id", "=", id)
    .where("c.type", "=", "live")
    .executeTakeFirst();
  if (!card) return null;
  const detail = await db
    .selectFrom("live_details")
    .selectAll()
    .where("content_id", "=", id)
    .executeTakeFirst();
  if (!detail) return null;
  return { card, detail };
}

export type RoomRow = NonNullable<Awaited<ReturnType<typeof findRoom>>>;

/** The room's columns and recordings, in their editors' order. */
export async function listRoomParts(db: Kysely<Database>, id: number) {
  const [columns, playlists] = await Promise.all([
    db
      .selectFrom("live_columns")
      .selectAll()
      .where("content_id", "=", id)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("live_playlists")
      .selectAll()
      .where("content_id", "=", id)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
  ]);
  return { columns, playlists };
}

/** The live blog's posts whose time has come (at `now`, seconds), newest first. */
export function listPublishedPosts(db: Kysely<Database>, id: number, now: number) {
  return db
    .selectFrom("live_posts")
    .selectAll()
    .where("content_id", "=", id)
    .where("published_at", "<=", now)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .limit(LIVE_POSTS_MAX)
    .execute();
}

/**
 * A published room's schedule and whether it has a chat column, or null: what the chat, likes and
 * bookings check before they take anything.
 */
export async function findRoomSchedule(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("contents as c")
    .innerJoin("live_details as d", "d.content_id", "c.id")
    .select(["c.id", "d.live_status", "d.start_time", "d.end_time", "d.online_count"])
    .select((eb) =>
      eb
        .selectFrom("live_columns as col")
        .select((x) => x.fn.countAll<number>().as("n"))
        .whereRef("col.content_id", "=", "c.id")
        .where("col.enable_chat", "=", 1)
        .as("chat_columns"),
    )
    .where("c.id", "=", id)
    .where("c.type", "=", "live")
    .where("c.status", "=", "published")
    .executeTakeFirst();
}

/**
 * An editor's status for a published room (docs/decisions/0075); false when there is no such room.
 * The stored status is what the service "knows": under review holds until an editor gives the room
 * back; otherwise a room with a start time follows its clock.
 */
export async function setRoomStatus(db: Kysely<Database>, id: number, status: number): Promise<boolean> {
  const result = await db
    .updateTable("live_details")
    .set({ live_status: status })
    .where("content_id", "=", id)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("contents as c")
          .select("c.id")
          .whereRef("c.id", "=", "live_details.content_id")
          .where("c.type", "=", "live")
          .where("c.status", "=", "published"),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
