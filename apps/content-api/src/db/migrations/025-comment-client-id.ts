import type { Kysely, Migration } from "kysely";

/**
 * A comment remembers the id its writer's page gave the post (`client_id`), unique per writer: a
 * post sent again after its answer was lost (a dropped connection, a restarted service) finds the
 * comment the first one saved instead of saving a second copy. Comments written before, and the
 * seed's, have none (NULLs never collide in a unique index, on SQLite or PostgreSQL).
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("comments").addColumn("client_id", "text").execute();
  await db.schema
    .createIndex("comments_client_id")
    .on("comments")
    .columns(["user_id", "client_id"])
    .unique()
    .execute();
}

export const commentClientIdMigration: Migration = { up };
