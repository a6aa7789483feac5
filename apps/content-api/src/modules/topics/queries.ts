import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { type CardRow, selectListedCards } from "../content/cards.ts";

/** A topic with how many listed items it holds and the cover of the newest of them that has one. */
function selectTopics(db: Kysely<Database>) {
  const listed = (topic: string) =>
    selectListedCards(db)
      .innerJoin("topic_items as ti", "ti.content_id", "c.id")
      .whereRef("ti.topic_id", "=", sql.ref(topic));
  return db
    .selectFrom("topics as t")
    .select(["t.id", "t.name", "t.description", "t.sort"])
    .select(() => [
      listed("t.id")
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .as("content_count"),
      listed("t.id")
        .clearSelect()
        .select("c.cover_url")
        .where("c.cover_url", "is not", null)
        .orderBy("c.publish_time", "desc")
        .orderBy("c.id", "desc")
        .limit(1)
        .as("cover_url"),
      listed("t.id")
        .clearSelect()
        .select("c.cover_width")
        .where("c.cover_url", "is not", null)
        .orderBy("c.publish_time", "desc")
        .orderBy("c.id", "desc")
        .limit(1)
        .as("cover_width"),
      listed("t.id")
        .clearSelect()
        .select("c.cover_height")
        .where("c.cover_url", "is not", null)
        .orderBy("c.publish_time", "desc")
        .orderBy("c.id", "desc")
        .limit(1)
        .as("cover_height"),
    ]);
}

export type TopicRow = Awaited<ReturnType<ReturnType<typeof selectTopics>["execute"]>>[number];

export function findTopic(db: Kysely<Database>, id: number): Promise<TopicRow | undefined> {
  return selectTopics(db).where("t.id", "=", id).executeTakeFirst();
}

/** Every topic, in the editors' order (the caller leaves out those with nothing listed). */
export function listTopics(db: Kysely<Database>): Promise<TopicRow[]> {
  return selectTopics(db).orderBy("t.sort").orderBy("t.id").execute();
}

/** A page of a topic's listed items, newest first. */
export function listTopicContents(
  db: Kysely<Database>,
  input: { topicId: number; limit: number; offset: number },
): Promise<CardRow[]> {
  return selectListedCards(db)
    .innerJoin("topic_items as ti", "ti.content_id", "c.id")
    .where("ti.topic_id", "=", input.topicId)
    .orderBy("c.publish_time", "desc")
    .orderBy("c.id", "desc")
    .limit(input.limit)
    .offset(input.offset)
    .execute();
}
