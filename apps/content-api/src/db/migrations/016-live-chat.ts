import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * A live room's chat and likes (docs/decisions/0064): a message's id is its place in the room's order (what a
 * page resumes from), its sender a user; a message the word filter caught is held and shown to its
 * sender only.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("live_messages")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("held", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema
    .createIndex("live_messages_room")
    .on("live_messages")
    .columns(["content_id", "id"])
    .execute();
  // Likes: the room's count, and each batch by the page's own id, so a retried batch counts once.
  await db.schema
    .alterTable("live_details")
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("live_likes")
    .addColumn("content_id", "integer", (c) => c.notNull().references("contents.id").onDelete("cascade"))
    .addColumn("msg_id", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .addPrimaryKeyConstraint("live_likes_pk", ["content_id", "msg_id"])
    .execute();
}

export const liveChatMigration: Migration = { up };
