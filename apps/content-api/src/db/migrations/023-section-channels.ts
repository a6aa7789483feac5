import { type Kysely, type Migration, sql } from "kysely";

/**
 * A channel may stand for one of the app's sections (community posts, legal questions, knowledge
 * bases, activities): its page lists that section's cards instead of content items
 * (docs/decisions/0074). Null for the content channels.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("channels")
    .addColumn("section", "text", (c) =>
      c.check(sql`section is null or section in ('circle_post', 'law_question', 'catalogue', 'activity')`),
    )
    .execute();
}

export const sectionChannelsMigration: Migration = { up };
