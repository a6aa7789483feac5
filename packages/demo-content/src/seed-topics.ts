import type { Database } from "@davmu/content-api/db/schema.ts";
import { fileUnderTopics } from "@davmu/content-api/write/write-content.ts";
import type { Kysely } from "kysely";

/** The editors' topics of the demo: each is a keyword several demo items carry. */
export const TOPICS: readonly { name: string; description: string }[] = [
  {
    name: "城市更新",
    description: "老街改造、绿道贯通、旧厂房变身：一座城市怎样一点点变得更好走、更好住。",
  },
  {
    name: "全民健身",
    description: "从社区球场到城市马拉松，身边的运动场地、赛事和健身指南都在这里。",
  },
  {
    name: "博物馆",
    description: "新展预告、镇馆之宝和夜场开放，带你把博物馆逛明白。",
  },
  {
    name: "消费",
    description: "以旧换新、夜间经济、商圈变化：钱包里的新政策和新去处。",
  },
  {
    name: "文物保护",
    description: "修复师的日常、考古现场和老物件背后的故事。",
  },
  {
    name: "家常菜",
    description: "一人食、家常快手菜和菜市场里的时令好货，下班后的厨房灵感。",
  },
];

/** Writes the topics not there yet and files every item under the topics its keywords name. */
export async function seedTopics(db: Kysely<Database>): Promise<number> {
  const added = await db
    .insertInto("topics")
    .values(TOPICS.map((t, sort) => ({ name: t.name, description: t.description, sort })))
    .onConflict((oc) => oc.column("name").doNothing())
    .returning("id")
    .execute();
  const items = await db.selectFrom("contents").select(["id", "keywords"]).execute();
  for (const item of items) {
    const keywords = JSON.parse(item.keywords) as unknown;
    if (Array.isArray(keywords))
      await fileUnderTopics(
        db,
        item.id,
        keywords.filter((k) => typeof k === "string"),
      );
  }
  return added.length;
}
