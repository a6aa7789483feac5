import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * The knowledge catalogue (docs/decisions/0067): knowledge bases and the nodes of their trees. A
 * chapter groups nodes; a page has a body (CMS HTML, sanitised when written). Siblings are ordered
 * by `sort`; ids are the public `{id}`/`{uuid}` once obfuscated.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("kb_books")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("source_key", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("subject", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_url", "text")
    .addColumn("cover_width", "integer")
    .addColumn("cover_height", "integer")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("published").check(sql`status in ('published', 'hidden')`),
    )
    .addColumn("update_time", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema
    .createTable("kb_nodes")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("book_id", "integer", (c) => c.notNull().references("kb_books.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.references("kb_nodes.id").onDelete("cascade"))
    .addColumn("source_key", "text", (c) => c.notNull().unique())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('chapter', 'page')`))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("body_html", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("update_time", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema.createIndex("kb_nodes_book").on("kb_nodes").columns(["book_id", "sort"]).execute();
}

export const catalogueMigration: Migration = { up };
