import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes, dialectOf } from "../dialect.ts";

const ROLES = sql`role in ('file', 'hls', 'rendition', 'poster', 'captions', 'thumbnails')`;

/**
 * A video's text tracks (docs/decisions/0106): a media file may be a caption track (`captions`,
 * WebVTT, with its language as BCP 47 in `lang` and its name in that language in `label`) or the
 * seek preview's index (`thumbnails`, WebVTT whose cues name a sprite's parts). The role column's
 * check names the roles, so it is widened: PostgreSQL alters the constraint in place; SQLite cannot
 * alter a check, so its table is rebuilt with the same columns, rows and indexes (inside the
 * migration's transaction), as migration 007 did for the tracker.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`alter table media_files drop constraint if exists media_files_role_check`.execute(db);
    await sql`alter table media_files add constraint media_files_role_check check (${ROLES})`.execute(db);
    await db.schema.alterTable("media_files").addColumn("lang", "text").execute();
    await db.schema.alterTable("media_files").addColumn("label", "text").execute();
    return;
  }
  const t = columnTypes(db);
  await db.schema
    .createTable("media_files_next")
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
    .addColumn("role", "text", (c) => c.notNull().defaultTo("file").check(ROLES))
    .addColumn("bandwidth", "integer")
    .addColumn("lang", "text")
    .addColumn("label", "text")
    .execute();
  await sql`insert into media_files_next (id, content_id, kind, sort, url, mime, duration, width, height, size_bytes, role, bandwidth)
    select id, content_id, kind, sort, url, mime, duration, width, height, size_bytes, role, bandwidth from media_files`.execute(
    db,
  );
  await db.schema.dropTable("media_files").execute();
  await db.schema.alterTable("media_files_next").renameTo("media_files").execute();
  await db.schema
    .createIndex("media_files_owner")
    .on("media_files")
    .columns(["content_id", "sort"])
    .execute();
  await db.schema.createIndex("media_files_url").on("media_files").column("url").execute();
}

export const mediaTracksMigration: Migration = { up };
