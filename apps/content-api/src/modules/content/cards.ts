import type { ExpressionBuilder, Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

type Cards = ExpressionBuilder<Database & { c: Database["contents"] }, "c">;

/** An album's published items: what its count and total length are made of. */
function publishedAlbumItems(eb: Cards) {
  return eb
    .selectFrom("album_items as ai")
    .innerJoin("contents as ai_item", "ai_item.id", "ai.item_id")
    .whereRef("ai.album_id", "=", "c.id")
    .where("ai_item.status", "=", "published");
}

/**
 * The published items with what a card shows of their media account and channel. Every public list
 * and detail starts here, so "published only" is decided in one place.
 */
export function selectPublishedCards(db: Kysely<Database>) {
  return selectCards(db).where("c.status", "=", "published");
}

/**
 * The published items a list may show: an album's episodes and tracks are reached through their
 * album, so the lists show the album instead (docs/decisions/0042).
 */
export function selectListedCards(db: Kysely<Database>) {
  return selectPublishedCards(db).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom("album_items as member").select("member.album_id").whereRef("member.item_id", "=", "c.id"),
      ),
    ),
  );
}

/** Every item whatever its status, drafts included: only the preview call may start here. */
export function selectCards(db: Kysely<Database>) {
  return (
    db
      .selectFrom("contents as c")
      .leftJoin("media_accounts as m", "m.id", "c.mp_id")
      .leftJoin("channels as ch", "ch.id", "c.channel_id")
      // A live room's card says where it stands (present.ts).
      .leftJoin("live_details as ld", "ld.content_id", "c.id")
      .select([
        "ld.live_status",
        "ld.start_time as live_start_time",
        "ld.end_time as live_end_time",
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
      ])
      // Counted for every row and used by type (present.ts): a subquery by index is cheaper than a
      // CASE the planners could not see through.
      .select((eb) => [
        publishedAlbumItems(eb)
          .select((e) => e.fn.countAll<number>().as("n"))
          .as("album_item_count"),
        publishedAlbumItems(eb)
          .select((e) => e.fn.sum<number | null>("ai_item.duration").as("s"))
          .as("album_duration"),
        eb
          .selectFrom("content_images as gi")
          .whereRef("gi.content_id", "=", "c.id")
          .where("gi.role", "=", "gallery")
          .select((e) => e.fn.countAll<number>().as("n"))
          .as("gallery_image_count"),
      ])
  );
}

export type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>["execute"]>>[number];
