import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * Topics (docs/decisions/0058): an editors' tag with a description, and the items filed under it.
 * An item is filed under every topic named among its keywords when it is written
 * (content/write-content.ts); the seed files what is already there.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("topics")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema
    .createTable("topic_items")
    .addColumn("topic_id", "integer", (c) => c.notNull().references("topics.id").onDelete("cascade"))
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("topic_items_pk", ["topic_id", "content_id"])
    .execute();
  await db.schema.createIndex("topic_items_content").on("topic_items").column("content_id").execute();
}

export const topicsMigration: Migration = { up };
