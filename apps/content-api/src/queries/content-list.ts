import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { type CardRow, selectPublishedCards } from "./cards.ts";

export type ContentListInput = { channelId: number | null; pageindex: number; pagesize: number };

/** One page of published items, newest first, of one channel or of all. */
export async function listContents(
  db: Kysely<Database>,
  input: ContentListInput,
): Promise<{ rows: CardRow[]; total: number }> {
  const { channelId, pageindex, pagesize } = input;
  let countQuery = db
    .selectFrom("contents")
    .where("status", "=", "published")
    .select((eb) => eb.fn.countAll<number>().as("total"));
  let rowsQuery = selectPublishedCards(db);
  if (channelId !== null) {
    countQuery = countQuery.where("channel_id", "=", channelId);
    rowsQuery = rowsQuery.where("c.channel_id", "=", channelId);
  }
  const { total } = await countQuery.executeTakeFirstOrThrow();
  const rows = await rowsQuery
    .orderBy("c.publish_time", "desc")
    .orderBy("c.id", "desc")
    .limit(pagesize)
    .offset((pageindex - 1) * pagesize)
    .execute();
  return { rows, total: Number(total) };
}
