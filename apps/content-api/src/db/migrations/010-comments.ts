import { type Kysely, type Migration, sql } from "kysely";

/**
 * Comments become threads and can be held for review (docs/decisions/0050): a reply names the
 * top-level comment of its thread (`root_id`) as well as the comment it answers (`parent_id`), and
 * what the word filter stopped is stored with `held` = 1, seen by its author only, as are danmu.
 * An item's comment count is from now on the number of its comments everyone sees, so it is
 * counted again here from the rows there are.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("comments")
    .addColumn("root_id", "integer", (c) => c.references("comments.id").onDelete("cascade"))
    .execute();
  await db.schema
    .alterTable("comments")
    .addColumn("held", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("comments").addColumn("held_words", "text").execute();
  await db.schema.createIndex("comments_root").on("comments").columns(["root_id", "created_at"]).execute();
  await db.schema
    .alterTable("danmu")
    .addColumn("held", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update contents set comment_count = (
      select count(*) from comments
      where comments.content_id = contents.id and comments.status = 'visible' and comments.held = 0
    )`.execute(db);
}

export const commentsMigration: Migration = { up };
