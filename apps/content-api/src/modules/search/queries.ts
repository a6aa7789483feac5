import { HOT_WORDS_MAX, SEARCH_SHORT_WINDOW } from "@davmu/contract";
import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import { chinaDay } from "../../db/capped-counts.ts";
import { dialectOf } from "../../db/dialect.ts";
import type { Database } from "../../db/schema.ts";
import type { CardRow } from "../content/cards.ts";
import { selectListedCards } from "../content/cards.ts";
import { isIndexed } from "./terms.ts";

/** An item's search text for the terms the index cannot take: keywords read as words, the body's text. */
const PLAIN_TEXT = sql`lower(c.title || ' ' || c.summary || ' ' || replace(replace(replace(replace(c.keywords, '[', ' '), ']', ' '), '"', ' '), ',', ' ') || ' ' || c.body_text)`;

/** `text` holds `term` (already lower case): the same test in either database's words. */
function holds(db: Kysely<Database>, text: RawBuilder<unknown>, term: string): RawBuilder<SqlBool> {
  return dialectOf(db) === "postgres"
    ? sql<SqlBool>`strpos(${text}, ${term}) > 0`
    : sql<SqlBool>`instr(${text}, ${term}) > 0`;
}

/** A LIKE pattern that finds `term` anywhere, its own % and _ taken literally. */
const anywhere = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition an item must meet for every term (decision 0049). Terms of three characters or
 * more go through the trigram index: SQLite's FTS5 table (a phrase per term, all required), or
 * PostgreSQL's pg_trgm GIN index over the same expression the index was made on. Shorter terms
 * are tested on the text itself; when no term can use the index, only the newest
 * SEARCH_SHORT_WINDOW items are looked at, so a one-character query costs the same whatever the
 * table's size.
 */
function matching(db: Kysely<Database>, terms: readonly string[]): RawBuilder<SqlBool> {
  const long = terms.filter(isIndexed);
  const short = terms.filter((t) => !isIndexed(t));
  const parts: RawBuilder<SqlBool>[] = [];
  if (dialectOf(db) === "postgres") {
    for (const term of long)
      parts.push(
        sql<SqlBool>`(c.title || ' ' || c.summary || ' ' || translate(c.keywords, '[]",', '    ') || ' ' || c.body_text) ilike ${anywhere(term)}`,
      );
  } else if (long.length > 0) {
    const phrases = long.map((t) => `"${t.replaceAll('"', '""')}"`).join(" ");
    parts.push(
      sql<SqlBool>`c.id in (select rowid from contents_search where contents_search match ${phrases})`,
    );
  }
  for (const term of short) parts.push(holds(db, PLAIN_TEXT, term));
  if (long.length === 0) {
    parts.push(
      sql<SqlBool>`c.id in (select w.id from contents as w where w.status = 'published' order by w.publish_time desc, w.id desc limit ${SEARCH_SHORT_WINDOW})`,
    );
  }
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** A page of the published items matching every term: titles that hold the first term first, then newest. */
export async function searchContents(
  db: Kysely<Database>,
  input: { terms: readonly string[]; limit: number; offset: number },
): Promise<{ rows: CardRow[]; total: number }> {
  const where = matching(db, input.terms);
  const inTitle = holds(db, sql`lower(c.title)`, input.terms[0]!);
  const [rows, count] = await Promise.all([
    selectListedCards(db)
      .where(where)
      .orderBy(sql`case when ${inTitle} then 0 else 1 end`)
      .orderBy("c.publish_time", "desc")
      .orderBy("c.id", "desc")
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    selectListedCards(db)
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** The body text of the given items, by id (for the excerpts of hits found in their body). */
export async function bodyTexts(db: Kysely<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("contents").select(["id", "body_text"]).where("id", "in", ids).execute();
  return new Map(rows.map((r) => [r.id, r.body_text]));
}

/** Counts a search with results for its China day: once per client address (the caller checks). */
export async function countSearch(db: Kysely<Database>, term: string, now: number): Promise<void> {
  await db
    .insertInto("search_terms")
    .values({ day: chinaDay(now).id, term, count: 1 })
    .onConflict((oc) =>
      oc.columns(["day", "term"]).doUpdateSet((eb) => ({ count: eb(eb.ref("search_terms.count"), "+", 1) })),
    )
    .execute();
}

/** How many days of searches make the hot words. */
const HOT_DAYS = 7;

/**
 * The most searched terms of the last HOT_DAYS China days, searched by at least `minimum` addresses,
 * most first; then the editors' words, to HOT_WORDS_MAX in all.
 */
export async function hotWords(
  db: Kysely<Database>,
  input: { now: number; minimum: number; allowed: (word: string) => boolean },
) {
  const days = Array.from({ length: HOT_DAYS }, (_, n) => chinaDay(input.now - n * 24 * 3600).id);
  const searched = await db
    .selectFrom("search_terms")
    .select(["term", (eb) => eb.fn.sum<number>("count").as("n")])
    .where("day", "in", days)
    .groupBy("term")
    .having((eb) => eb.fn.sum("count"), ">=", input.minimum)
    .orderBy("n", "desc")
    .orderBy("term")
    .limit(HOT_WORDS_MAX * 2)
    .execute();
  const editors = await db.selectFrom("hot_words").select("word").orderBy("sort").orderBy("word").execute();
  const list: { word: string; searches: number }[] = [];
  for (const row of searched)
    if (input.allowed(row.term)) list.push({ word: row.term, searches: Number(row.n) });
  for (const { word } of editors)
    if (input.allowed(word) && !list.some((w) => w.word === word)) list.push({ word, searches: 0 });
  return list.slice(0, HOT_WORDS_MAX);
}
