import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { type CardRow, selectPublishedCards } from "./cards.ts";

export const HOT_WINDOW_SECONDS = 72 * 3600;

/**
 * The hot list: items published in the 72 hours before `now` (seconds), most viewed first. When
 * fewer than `size` are that new (a quiet weekend, an old database), the list is topped up with the
 * most viewed items overall, so the hot block on a page is never empty or short.
 */
export async function listHot72(
  db: Kysely<Database>,
  input: { now: number; size: number },
): Promise<CardRow[]> {
  const since = input.now - HOT_WINDOW_SECONDS;
  const fresh = await selectPublishedCards(db)
    .where("c.publish_time", ">=", since)
    .where("c.publish_time", "<=", input.now)
    .orderBy("c.view_count", "desc")
    .orderBy("c.id", "desc")
    .limit(input.size)
    .execute();
  if (fresh.length >= input.size) return fresh;
  let topUp = selectPublishedCards(db);
  if (fresh.length > 0)
    topUp = topUp.where(
      "c.id",
      "not in",
      fresh.map((r) => r.id),
    );
  const rest = await topUp
    .orderBy("c.view_count", "desc")
    .orderBy("c.id", "desc")
    .limit(input.size - fresh.length)
    .execute();
  return [...fresh, ...rest];
}
