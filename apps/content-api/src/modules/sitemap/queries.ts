import { type ContentType, SITEMAP_IMAGES_MAX } from "@davmu/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { selectPublishedCards } from "../content/cards.ts";

/** Every type's count of published items and its newest change, in one pass over the items. */
export function countPublishedByType(db: Kysely<Database>) {
  return db
    .selectFrom("contents")
    .where("status", "=", "published")
    .select((eb) => [
      "type",
      eb.fn.countAll<number>().as("count"),
      // The later of the two times, as both databases write it (SQLite's max(a, b) is not PostgreSQL's).
      sql<number>`max(case when update_time > publish_time then update_time else publish_time end)`.as(
        "lastmod",
      ),
    ])
    .groupBy("type")
    .execute();
}

/**
 * A page of one type's published items in id order: from `skip` items in, or after the item `after`
 * (keyset, so reading on through a large type costs the same at its end as at its start).
 */
export function listSitemapRows(
  db: Kysely<Database>,
  input: { type: ContentType; after: number | null; skip: number; limit: number },
) {
  let query = selectPublishedCards(db).select("c.update_time").where("c.type", "=", input.type);
  if (input.after !== null) query = query.where("c.id", ">", input.after);
  else if (input.skip > 0) query = query.offset(input.skip);
  return query.orderBy("c.id").limit(input.limit).execute();
}

/** The first pictures of each gallery of a page, in their order. */
export async function listSitemapImages(db: Kysely<Database>, ids: readonly number[]) {
  const byItem = new Map<number, { url: string; caption: string | null }[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .selectFrom("content_images")
    .select(["content_id", "url", "caption", "alt"])
    .where("content_id", "in", ids)
    .where("role", "=", "gallery")
    .orderBy("content_id")
    .orderBy("sort")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const list = byItem.get(row.content_id) ?? [];
    if (list.length < SITEMAP_IMAGES_MAX) list.push({ url: row.url, caption: row.caption ?? row.alt });
    byItem.set(row.content_id, list);
  }
  return byItem;
}
