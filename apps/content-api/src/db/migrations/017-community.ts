import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * Community circles (docs/decisions/0065): circles that users own and post to, their posts (plain
 * text and up to nine pictures), the hashtag topics posts are filed under, and the posts' comments.
 * They are the app's user posts, not editors' items: tables of their own beside `contents`, so the
 * feeds, search and the item comments never meet them. A post shows when it is `published`; an
 * editor takes one down with `hidden`. Counts are kept on the rows, as the items' are.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("circles")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("source_key", "text", (c) => c.unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("avatar_url", "text")
    .addColumn("avatar_width", "integer")
    .addColumn("avatar_height", "integer")
    .addColumn("cover_url", "text")
    .addColumn("cover_width", "integer")
    .addColumn("cover_height", "integer")
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("member_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("visible").check(sql`status in ('visible', 'hidden')`),
    )
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema
    .createTable("circle_topics")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema
    .createTable("circle_posts")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("source_key", "text", (c) => c.unique())
    .addColumn("circle_id", "integer", (c) => c.notNull().references("circles.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("published").check(sql`status in ('published', 'draft', 'hidden')`),
    )
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("comment_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("publish_time", t.time, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("circle_posts_timeline")
    .on("circle_posts")
    .columns(["circle_id", "status", "publish_time"])
    .execute();
  await db.schema
    .createTable("circle_post_images")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("post_id", "integer", (c) => c.notNull().references("circle_posts.id").onDelete("cascade"))
    .addColumn("sort", "integer", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("circle_post_images_post")
    .on("circle_post_images")
    .columns(["post_id", "sort"])
    .execute();
  await db.schema
    .createTable("circle_post_topics")
    .addColumn("post_id", "integer", (c) => c.notNull().references("circle_posts.id").onDelete("cascade"))
    .addColumn("topic_id", "integer", (c) => c.notNull().references("circle_topics.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("circle_post_topics_pk", ["post_id", "topic_id"])
    .execute();
  await db.schema
    .createIndex("circle_post_topics_topic")
    .on("circle_post_topics")
    .column("topic_id")
    .execute();
  await db.schema
    .createTable("circle_comments")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("post_id", "integer", (c) => c.notNull().references("circle_posts.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("visible").check(sql`status in ('visible', 'hidden')`),
    )
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema
    .createIndex("circle_comments_post")
    .on("circle_comments")
    .columns(["post_id", "created_at"])
    .execute();
}

export const communityMigration: Migration = { up };
