import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * Live rooms (docs/decisions/0063), beyond migration 001's spec §3 tables:
 *
 * - `live_details.layout`: which of the three screens shows the room (spec §2's ImageScreen,
 *   LandscapeScreen, PortraitScreen). `stream_key`: the live stream the service makes for the room
 *   while it is live (modules/live-stream), null for a room without one; `stream_source`: the
 *   recorded HLS rendition (a /media/ playlist) that stream loops, as a camera would send it.
 * - `live_posts`: the posts of a picture-and-text live blog. A post shows once its time has come,
 *   so a blog can be written ahead and still arrive post by post.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable("live_details")
    .addColumn("layout", "text", (c) =>
      c.notNull().defaultTo("landscape").check(sql`layout in ('image', 'landscape', 'portrait')`),
    )
    .execute();
  await db.schema.alterTable("live_details").addColumn("stream_key", "text").execute();
  await db.schema.alterTable("live_details").addColumn("stream_source", "text").execute();
  await db.schema
    .createIndex("live_details_stream")
    .on("live_details")
    .column("stream_key")
    .unique()
    .execute();
  await db.schema
    .createTable("live_posts")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("published_at", t.time, (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("image_url", "text")
    .addColumn("image_width", "integer")
    .addColumn("image_height", "integer")
    .execute();
  await db.schema
    .createIndex("live_posts_timeline")
    .on("live_posts")
    .columns(["content_id", "published_at"])
    .execute();
}

export const liveMigration: Migration = { up };
