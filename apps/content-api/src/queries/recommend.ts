import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import { type CardRow, selectPublishedCards } from "./cards.ts";

/** How far back "recent" reaches for the general recommendation list, in items. */
const RECENT_WINDOW = 100;

/** The published item's channel, or undefined when there is no such published item. */
export async function findPublishedChannel(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom("contents")
    .select("channel_id")
    .where("id", "=", id)
    .where("status", "=", "published")
    .executeTakeFirst();
  return row ? { channelId: row.channel_id } : undefined;
}

/** Items to read next after `id`: its channel's newest first, then the newest of the others. */
export function listRelated(
  db: Kysely<Database>,
  input: { id: number; channelId: number | null; size: number },
): Promise<CardRow[]> {
  let query = selectPublishedCards(db).where("c.id", "!=", input.id);
  if (input.channelId !== null) {
    query = query.orderBy(sql`case when c.channel_id = ${input.channelId} then 0 else 1 end`);
  }
  return query.orderBy("c.publish_time", "desc").orderBy("c.id", "desc").limit(input.size).execute();
}

/** With no item to go with: the most viewed among the most recent items, so the list stays fresh. */
export function listPopularRecent(db: Kysely<Database>, size: number): Promise<CardRow[]> {
  const recent = db
    .selectFrom("contents")
    .select("id")
    .where("status", "=", "published")
    .orderBy("publish_time", "desc")
    .limit(RECENT_WINDOW);
  return selectPublishedCards(db)
    .where("c.id", "in", recent)
    .orderBy("c.view_count", "desc")
    .orderBy("c.id", "desc")
    .limit(size)
    .execute();
}
