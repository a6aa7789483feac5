import { CONTENT_TYPES } from "@davmu/contract";
import { type Kysely, type Migration, sql } from "kysely";
import { type ColumnTypes, columnTypes } from "../dialect.ts";

const typeList = sql.raw(CONTENT_TYPES.map((t) => `'${t}'`).join(", "));

// Migrations take Kysely<unknown>: they must keep working when the typed schema moves on.
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("channels")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("media_accounts")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("avatar", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("follower_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("apps")
    .addColumn("appid", "integer", (c) => c.primaryKey())
    .addColumn("app_name", "text", (c) => c.notNull())
    .addColumn("primary_color", "text", (c) => c.notNull())
    .addColumn("logo", "text", (c) => c.notNull())
    .addColumn("slogan", "text", (c) => c.notNull())
    .addColumn("site_name", "text", (c) => c.notNull())
    .addColumn("descriptions", "text", (c) => c.notNull())
    .addColumn("keywords", "text", (c) => c.notNull())
    .addColumn("site_logo", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("contents")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("source_key", "text", (c) => c.unique())
    .addColumn("type", "text", (c) => c.notNull().check(sql`type in (${typeList})`))
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('published', 'draft')`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_html", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_url", "text")
    .addColumn("cover_width", "integer")
    .addColumn("cover_height", "integer")
    .addColumn("channel_id", "integer", (c) => c.references("channels.id").onDelete("set null"))
    .addColumn("mp_id", "integer", (c) => c.references("media_accounts.id").onDelete("set null"))
    .addColumn("author", "text")
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("publish_time", t.time, (c) => c.notNull())
    .addColumn("update_time", t.time, (c) => c.notNull())
    .addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("comment_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("collect_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("share_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("duration", "integer")
    .execute();
  // The list calls: newest first overall, per channel, per media account; hot lists by views.
  await db.schema.createIndex("contents_feed").on("contents").columns(["status", "publish_time"]).execute();
  await db.schema
    .createIndex("contents_channel_feed")
    .on("contents")
    .columns(["channel_id", "status", "publish_time"])
    .execute();
  await db.schema
    .createIndex("contents_mp_feed")
    .on("contents")
    .columns(["mp_id", "status", "publish_time"])
    .execute();
  await db.schema.createIndex("contents_views").on("contents").columns(["status", "view_count"]).execute();

  await db.schema
    .createTable("content_images")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("alt", "text")
    .addColumn("caption", "text")
    .execute();
  await db.schema
    .createIndex("content_images_owner")
    .on("content_images")
    .columns(["content_id", "sort"])
    .execute();

  await db.schema
    .createTable("media_files")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('audio', 'video')`))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("duration", "integer")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("size_bytes", t.int64)
    .execute();
  await db.schema
    .createIndex("media_files_owner")
    .on("media_files")
    .columns(["content_id", "sort"])
    .execute();

  await createCollectionTables(db);
  await createLiveTables(db, t);
}

/** Albums (audio_album, video_album) and special topics: ordered lists of other contents. */
async function createCollectionTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("album_items")
    .addColumn("album_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("album_items_pk", ["album_id", "item_id"])
    .execute();

  await db.schema
    .createTable("special_items")
    .addColumn("special_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("section", "text")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("special_items_pk", ["special_id", "item_id"])
    .execute();

  await db.schema
    .createTable("mini_programs")
    .addColumn("content_id", "integer", (c) => c.primaryKey().references("contents.id").onDelete("cascade"))
    .addColumn("appid", "text", (c) => c.notNull())
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("username", "text")
    .execute();
}

/** Spec §3 live detail, with its columns and playlists as ordered child rows. */
async function createLiveTables(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  await db.schema
    .createTable("live_details")
    .addColumn("content_id", "integer", (c) => c.primaryKey().references("contents.id").onDelete("cascade"))
    .addColumn("live_status", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("start_time", t.time)
    .addColumn("end_time", t.time)
    .addColumn("countdown_label", "text")
    .addColumn("countdown_style", "text")
    .addColumn("countdown_switch", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("notice_label", "text")
    .addColumn("notice_switch", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("notice_video", "text")
    .addColumn("reservation_label", "text")
    .addColumn("disclaimer", "text")
    .addColumn("disclaimer_enable", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("live_background", "text")
    .addColumn("play_background", "text")
    .addColumn("online_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("live_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("group_id", "text")
    .addColumn("source", "text")
    .addColumn("track_id", "text")
    .execute();

  await db.schema
    .createTable("live_columns")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("enable_chat", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("group_id", "text")
    .addColumn("link_url", "text")
    .execute();

  await db.schema
    .createTable("live_playlists")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("cover", "text")
    .addColumn("play_url", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .execute();
}

export const initMigration: Migration = { up };
