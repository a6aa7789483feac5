import type { Kysely, Migration } from "kysely";

/**
 * Who watches a live room, over every process of the service (docs/decisions/0077): a row per
 * process and room with the push streams that process holds open there, rewritten while they stay
 * open. A room's count is the sum of the rows written recently, so the viewers of a process that
 * died drop out by themselves.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("live_presence")
    .addColumn("process_id", "text", (c) => c.notNull())
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("viewers", "integer", (c) => c.notNull())
    // Seconds since the epoch.
    .addColumn("seen_at", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("live_presence_pk", ["process_id", "content_id"])
    .execute();
  await db.schema
    .createIndex("live_presence_room")
    .on("live_presence")
    .columns(["content_id", "seen_at"])
    .execute();
}

export const livePresenceMigration: Migration = { up };
