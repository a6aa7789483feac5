import { type Kysely, type Migration, sql } from "kysely";
import { dialectOf } from "../dialect.ts";

/**
 * What search text of an item is: title, summary and keywords (a JSON array kept as text, read as
 * its words). One expression, so PostgreSQL's index and its queries are the same expression.
 */
export const SEARCH_TEXT_PG = sql`(title || ' ' || summary || ' ' || translate(keywords, '[]",', '    '))`;

/** SQLite: an item's keywords as words, or nothing when the column is not a JSON array. */
const tags = (column: string) =>
  `coalesce((select group_concat(value, ' ') from json_each(case when json_valid(${column}) then ${column} else '[]' end)), '')`;

/**
 * Search that finds Chinese, which has no spaces between words (docs/decisions/0049): substring
 * matching through trigrams. SQLite: an FTS5 table with the trigram tokenizer, kept in step with
 * `contents` by triggers (every item is indexed; the query keeps to published ones). PostgreSQL:
 * the pg_trgm extension and a GIN index over the search text expression.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  if (dialectOf(db) === "postgres") {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index contents_search_trgm on contents using gin (${SEARCH_TEXT_PG} gin_trgm_ops)`.execute(
      db,
    );
  } else {
    await sql`create virtual table contents_search using fts5(title, summary, tags, tokenize = 'trigram')`.execute(
      db,
    );
    const row = (of: "new" | "old") => `(${of}.id, ${of}.title, ${of}.summary, ${tags(`${of}.keywords`)})`;
    await sql
      .raw(`create trigger contents_search_insert after insert on contents begin
        insert into contents_search (rowid, title, summary, tags) values ${row("new")};
      end`)
      .execute(db);
    await sql
      .raw(`create trigger contents_search_update after update of title, summary, keywords on contents begin
        delete from contents_search where rowid = old.id;
        insert into contents_search (rowid, title, summary, tags) values ${row("new")};
      end`)
      .execute(db);
    await sql
      .raw(`create trigger contents_search_delete after delete on contents begin
        delete from contents_search where rowid = old.id;
      end`)
      .execute(db);
    await sql
      .raw(`insert into contents_search (rowid, title, summary, tags)
        select id, title, summary, ${tags("keywords")} from contents`)
      .execute(db);
  }
  // Editors' suggestions, shown among the hot words until searches say otherwise.
  await db.schema
    .createTable("hot_words")
    .addColumn("word", "text", (c) => c.primaryKey())
    .addColumn("sort", "integer", (c) => c.notNull())
    .execute();
  // How many client addresses searched a term with results, per China day.
  await db.schema
    .createTable("search_terms")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("term", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("search_terms_pk", ["day", "term"])
    .execute();
}

export const searchMigration: Migration = { up };
