import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * Phone code login (docs/decisions/0048): the codes sent, kept only as keyed hashes, and the
 * sessions a logged-in token names, so logging out ends one.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const now = t.nowSeconds;
  await db.schema
    .createTable("login_codes")
    .addColumn("id", t.int64, t.generatedId)
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('login', 'register')`))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("tries", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", t.time, (c) => c.notNull())
    .addColumn("used_at", t.time)
    .execute();
  await db.schema
    .createIndex("login_codes_phone")
    .on("login_codes")
    .columns(["phone", "purpose", "id"])
    .execute();
  await db.schema.createIndex("login_codes_expiry").on("login_codes").column("expires_at").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("device_id", "text")
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(now))
    .addColumn("expires_at", t.time, (c) => c.notNull())
    .addColumn("revoked_at", t.time)
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();
}

export const accountsMigration: Migration = { up };
