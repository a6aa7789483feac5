import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/**
 * The published items with what a card shows of their media account and channel. Every public list
 * starts here, so "published only" is decided in one place.
 */
export function selectPublishedCards(db: Kysely<Database>) {
  return selectCards(db).where("c.status", "=", "published");
}

/** Every item whatever its status, drafts included: only the preview call may start here. */
export function selectCards(db: Kysely<Database>) {
  return db
    .selectFrom("contents as c")
    .leftJoin("media_accounts as m", "m.id", "c.mp_id")
    .leftJoin("channels as ch", "ch.id", "c.channel_id")
    .select([
      "c.id",
      "c.type",
      "c.title",
      "c.summary",
      "c.cover_url",
      "c.cover_width",
      "c.cover_height",
      "c.publish_time",
      "c.view_count",
      "c.like_count",
      "c.comment_count",
      "c.duration",
      "c.mp_id",
      "m.name as mp_name",
      "m.avatar as mp_avatar",
      "m.description as mp_description",
      "m.follower_count as mp_follower_count",
      "c.channel_id",
      "ch.name as channel_name",
      "ch.slug as channel_slug",
    ]);
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>["execute"]>>[number];
