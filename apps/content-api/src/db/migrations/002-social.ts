import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "../dialect.ts";

async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const now = t.nowSeconds;
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("phone", "text", (c) => c.unique())
    .addColumn("nickname", "text", (c) => c.notNull())
    .addColumn("avatar", "text")
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(now))
    .addColumn("last_login_at", t.time)
    .execute();

  await db.schema
    .createTable("comments")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.references("comments.id").onDelete("cascade"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("visible").check(sql`status in ('visible', 'hidden')`),
    )
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("comments_thread")
    .on("comments")
    .columns(["content_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("comments_replies")
    .on("comments")
    .columns(["parent_id", "created_at"])
    .execute();

  await db.schema
    .createTable("likes")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("target_type", "text", (c) =>
      c.notNull().check(sql`target_type in ('content', 'comment', 'live')`),
    )
    .addColumn("target_id", "integer", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("likes_pk", ["user_id", "target_type", "target_id"])
    .execute();

  await db.schema
    .createTable("collections")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("collections_pk", ["user_id", "content_id"])
    .execute();

  await db.schema
    .createTable("follows")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("mp_id", "integer", (c) => c.notNull().references("media_accounts.id").onDelete("cascade"))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("follows_pk", ["user_id", "mp_id"])
    .execute();

  await db.schema
    .createTable("bookings")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("booking_type", "text", (c) => c.notNull())
    .addColumn("booking_id", "integer", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(now))
    .addPrimaryKeyConstraint("bookings_pk", ["user_id", "booking_type", "booking_id"])
    .execute();

  await db.schema
    .createTable("tracker_events")
    .addColumn("id", t.int64, t.generatedId)
    .addColumn("received_at", t.time, (c) => c.notNull().defaultTo(now))
    .addColumn("client_time", t.time)
    .addColumn("behavior", "text", (c) => c.notNull().check(sql`behavior in ('read', 'view', 'expose')`))
    .addColumn("tid", "text", (c) => c.notNull())
    .addColumn("duration", "integer")
    .addColumn("percent", t.double)
    .addColumn("terminal", "text", (c) => c.notNull())
    .addColumn("version", "text", (c) => c.notNull())
    .addColumn("device_type", "text")
    .addColumn("device_os", "text")
    .addColumn("device_user_id", "text")
    .execute();
  await db.schema
    .createIndex("tracker_events_tid")
    .on("tracker_events")
    .columns(["tid", "received_at"])
    .execute();
}

export const socialMigration: Migration = { up };
