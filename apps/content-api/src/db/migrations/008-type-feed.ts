import type { Kysely, Migration } from "kysely";

/**
 * A list of one kind, newest first (the short-video feed: `GET /peony/v1/content?type=svideo`,
 * docs/decisions/0045), read from an index of its own rather than by walking every published item
 * of the site's feed index and skipping the other kinds.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("contents_type_feed")
    .on("contents")
    .columns(["type", "status", "publish_time"])
    .execute();
}

export const typeFeedMigration: Migration = { up };
