import type { Database } from "@davmu/content-api/db/schema.ts";
import type { Kysely } from "kysely";

/** The editors' search suggestions: each finds demo items. */
export const HOT_WORDS: readonly string[] = [
  "地铁",
  "以旧换新",
  "养老金",
  "马拉松",
  "博物馆",
  "租房押金",
  "无线耳机",
  "阳台种菜",
  "个税",
  "睡前音乐",
];

/** Writes the suggestions that are not there yet; returns how many were new. */
export async function seedHotWords(db: Kysely<Database>): Promise<number> {
  const rows = await db
    .insertInto("hot_words")
    .values(HOT_WORDS.map((word, sort) => ({ word, sort })))
    .onConflict((oc) => oc.column("word").doNothing())
    .returning("word")
    .execute();
  return rows.length;
}
