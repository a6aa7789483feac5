import { type Kysely, type Migration, sql } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * Legal Q&A (docs/decisions/0066): who answers (a verified lawyer or an unverified user), the
 * questions and their answers. Question and answer texts are plain text, shown as text. A question
 * has at most one accepted answer, held by a partial unique index.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("law_answerers")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("source_key", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("avatar_url", "text")
    .addColumn("avatar_width", "integer")
    .addColumn("avatar_height", "integer")
    .addColumn("firm", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("practice_years", "integer")
    .addColumn("verified", "integer", (c) => c.notNull().defaultTo(0).check(sql`verified in (0, 1)`))
    .execute();
  await db.schema
    .createTable("law_questions")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("source_key", "text", (c) => c.notNull().unique())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("region", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("asker_name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("published").check(sql`status in ('published', 'hidden')`),
    )
    .addColumn("view_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema
    .createTable("law_answers")
    .addColumn("id", "integer", t.generatedId)
    .addColumn("question_id", "integer", (c) =>
      c.notNull().references("law_questions.id").onDelete("cascade"),
    )
    .addColumn("answerer_id", "integer", (c) => c.notNull().references("law_answerers.id"))
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("accepted", "integer", (c) => c.notNull().defaultTo(0).check(sql`accepted in (0, 1)`))
    .addColumn("like_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", t.time, (c) => c.notNull().defaultTo(t.nowSeconds))
    .execute();
  await db.schema
    .createIndex("law_answers_question")
    .on("law_answers")
    .columns(["question_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("law_answers_one_accepted")
    .on("law_answers")
    .column("question_id")
    .unique()
    .where(sql.ref("accepted"), "=", 1)
    .execute();
}

export const lawMigration: Migration = { up };
