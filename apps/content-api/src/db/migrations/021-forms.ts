import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * Activities with sign-up forms, and what a mini program's card shows (docs/decisions/0070, 0071):
 *
 * - `activities`: an activity's page (banner, time, place, organiser, description), its places and
 *   deadline, and its form's fields as JSON (checked by the contract's FormFieldsSchema when read).
 *   `signup_count` is taken by one conditional update per entry, so racing sign-ups never pass
 *   `capacity`.
 * - `activity_entries`: one per visitor (`identity`: the subject of their token) and activity,
 *   which the unique index enforces whatever races.
 * - `form_uploads`: pictures sent for image fields, re-encoded, kept under the media folder; an
 *   entry may use only its own visitor's uploads for that activity and field.
 * - `mini_programs.icon_*`: the mini program's icon (the item's cover is its preview picture).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("activities")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("source_key", "text", (c) => c.unique())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("published").check(sql`status in ('published', 'draft')`),
    )
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("banner_url", "text")
    .addColumn("banner_width", "integer")
    .addColumn("banner_height", "integer")
    .addColumn("start_time", t.time, (c) => c.notNull())
    .addColumn("end_time", t.time, (c) => c.notNull())
    .addColumn("place", "text", (c) => c.notNull())
    .addColumn("organiser", "text", (c) => c.notNull())
    .addColumn("mp_id", "integer", (c) => c.references("media_accounts.id").onDelete("set null"))
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("capacity", "integer", (c) => c.check(sql`capacity is null or capacity > 0`))
    .addColumn("signup_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("deadline", t.time, (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema
    .createTable("activity_entries")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("activity_id", "integer", (c) => c.notNull().references("activities.id").onDelete("cascade"))
    .addColumn("identity", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("answers", "text", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("activity_entries_once")
    .on("activity_entries")
    .columns(["activity_id", "identity"])
    .unique()
    .execute();
  await db.schema
    .createTable("form_uploads")
    .addColumn("ref", "text", (c) => c.primaryKey())
    .addColumn("activity_id", "integer", (c) => c.notNull().references("activities.id").onDelete("cascade"))
    .addColumn("field_key", "text", (c) => c.notNull())
    .addColumn("identity", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("size_bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("form_uploads_owner")
    .on("form_uploads")
    .columns(["activity_id", "identity"])
    .execute();
  await db.schema.alterTable("mini_programs").addColumn("icon_url", "text").execute();
  await db.schema.alterTable("mini_programs").addColumn("icon_width", "integer").execute();
  await db.schema.alterTable("mini_programs").addColumn("icon_height", "integer").execute();
}

export const formsMigration: Migration = { up };
