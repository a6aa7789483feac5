import { type Kysely, type Migration, sql } from "kysely";
import { bodyText } from "../../write/body-text.ts";
import { dialectOf } from "../dialect.ts";

/**
 * What search reads of an item since this migration: title, summary, keywords (a JSON array kept as
 * text, read as its words) and the body's text. One expression, so PostgreSQL's index and the
 * queries are the same expression.
 */
export const SEARCH_TEXT_PG = sql`(title || ' ' || summary || ' ' || translate(keywords, '[]",', '    ') || ' ' || body_text)`;

/** SQLite: an item's keywords as words, or nothing when the column is not a JSON array. */
const tags = (column: string) =>
  `coalesce((select group_concat(value, ' ') from json_each(case when json_valid(${column}) then ${column} else '[]' end)), '')`;

/**
 * Search finds an article by a word of its body (decision 0053). Items keep their body's text in
 * `body_text`, written with the body (write-content.ts) and filled here for what is already there;
 * the trigram index takes it in: SQLite's FTS5 table is made again with a body column and its
 * triggers, PostgreSQL's GIN index is made again over the longer expression.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("contents")
    .addColumn("body_text", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  const rows = await sql<{
    id: number;
    body_html: string;
  }>`select id, body_html from contents where body_html <> ''`.execute(db);
  for (const row of rows.rows) {
    await sql`update contents set body_text = ${bodyText(row.body_html)} where id = ${row.id}`.execute(db);
  }

  if (dialectOf(db) === "postgres") {
    await sql`drop index if exists contents_search_trgm`.execute(db);
    await sql`create index contents_search_trgm on contents using gin (${SEARCH_TEXT_PG} gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  for (const name of ["insert", "update", "delete"]) {
    await sql.raw(`drop trigger if exists contents_search_${name}`).execute(db);
  }
  await sql`drop table if exists contents_search`.execute(db);
  await sql`create virtual table contents_search using fts5(title, summary, tags, body, tokenize = 'trigram')`.execute(
    db,
  );
  const row = (of: "new" | "old") =>
    `(${of}.id, ${of}.title, ${of}.summary, ${tags(`${of}.keywords`)}, ${of}.body_text)`;
  await sql
    .raw(`create trigger contents_search_insert after insert on contents begin
      insert into contents_search (rowid, title, summary, tags, body) values ${row("new")};
    end`)
    .execute(db);
  await sql
    .raw(`create trigger contents_search_update after update of title, summary, keywords, body_text on contents begin
      delete from contents_search where rowid = old.id;
      insert into contents_search (rowid, title, summary, tags, body) values ${row("new")};
    end`)
    .execute(db);
  await sql
    .raw(`create trigger contents_search_delete after delete on contents begin
      delete from contents_search where rowid = old.id;
    end`)
    .execute(db);
  await sql
    .raw(`insert into contents_search (rowid, title, summary, tags, body)
      select id, title, summary, ${tags("keywords")}, body_text from contents`)
    .execute(db);
}

export const searchBodyMigration: Migration = { up };
