import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * Invitations (docs/decisions/0050): one code per inviting user, good for `max_uses`
 * registrations, and who registered with which (a user at most once).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("invitations")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("inviter_id", "integer", (c) =>
      c.notNull().unique().references("users.id").onDelete("cascade"),
    )
    .addColumn("max_uses", "integer", (c) => c.notNull())
    .addColumn("used_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .addColumn("expires_at", t.time)
    .execute();
  await db.schema
    .createTable("invitation_redemptions")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull().references("invitations.code").onDelete("cascade"))
    .addColumn("redeemed_at", t.time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("invitation_redemptions_code")
    .on("invitation_redemptions")
    .columns(["code", "redeemed_at"])
    .execute();
}

export const invitationsMigration: Migration = { up };
