import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * What audio, video, albums, short videos and galleries need beyond migration 001's tables
 * (docs/decisions/0042):
 *
 * - `media_files.role` says which file of an item a row is: the whole medium in one file (an MP4
 *   or an M4A), the HLS master playlist, one HLS rendition, or the poster. `bandwidth` is a
 *   rendition's peak bit rate, known once the file is made.
 * - `content_images.role` tells a body's figures from a gallery's pictures, so one item may have
 *   both and each list keeps its own order.
 * - `album_items` is found by item as well as by album: a detail names the album its item is in,
 *   and the lists leave album members out.
 * - `danmu`: the bullet comments of a video, read by time window.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("media_files")
    .addColumn("role", "text", (c) =>
      c.notNull().defaultTo("file").check(sql`role in ('file', 'hls', 'rendition', 'poster')`),
    )
    .execute();
  await db.schema.alterTable("media_files").addColumn("bandwidth", "integer").execute();
  await db.schema.createIndex("media_files_url").on("media_files").column("url").execute();

  await db.schema
    .alterTable("content_images")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("body").check(sql`role in ('body', 'gallery')`))
    .execute();

  await db.schema
    .createIndex("album_items_item")
    .on("album_items")
    .columns(["item_id", "album_id"])
    .execute();
  await db.schema.createIndex("album_items_order").on("album_items").columns(["album_id", "sort"]).execute();

  await db.schema
    .createTable("danmu")
    .addColumn("id", t.int64, t.generatedId)
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("offset_ms", "integer", (c) => c.notNull().check(sql`offset_ms >= 0`))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("colour", "text", (c) => c.notNull())
    .addColumn("mode", "text", (c) => c.notNull().check(sql`mode in ('scroll', 'top', 'bottom')`))
    // Who sent it (the verified token's subject); null for the seed's.
    .addColumn("sender", "text")
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema.createIndex("danmu_timeline").on("danmu").columns(["content_id", "offset_ms"]).execute();
}

export const mediaMigration: Migration = { up };
