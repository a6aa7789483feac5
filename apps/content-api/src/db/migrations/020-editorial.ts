import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * Editorial pages (docs/decisions/0068, 0069). A special topic is a `contents` row of type special
 * whose items are in `special_items` (migration 001), each under one of its titled sections here.
 * Curated lists and their items; pages of content-model blocks, the blocks one JSON document.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("special_sections")
    .addColumn("special_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("title", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("special_sections_pk", ["special_id", "key"])
    .execute();
  await db.schema.createIndex("special_items_item").on("special_items").column("item_id").execute();

  await db.schema
    .createTable("editorial_lists")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("source_key", "text", (c) => c.unique())
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("list"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_url", "text")
    .addColumn("cover_width", "integer")
    .addColumn("cover_height", "integer")
    .addColumn("update_time", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema
    .createTable("editorial_list_items")
    .addColumn("list_id", "integer", (c) => c.notNull().references("editorial_lists.id").onDelete("cascade"))
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addPrimaryKeyConstraint("editorial_list_items_pk", ["list_id", "content_id"])
    .execute();
  await db.schema
    .createIndex("editorial_list_items_content")
    .on("editorial_list_items")
    .column("content_id")
    .execute();

  await db.schema
    .createTable("content_model_pages")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("source_key", "text", (c) => c.unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("blocks", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("update_time", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
}

export const editorialMigration: Migration = { up };
