import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { selectPublishedCards } from "./cards.ts";

export type DetailSource = "any" | "mp";

/** What a detail adds to a card: the body and what the page shows beside it. */
export const DETAIL_COLUMNS = [
  "c.body_html",
  "c.keywords",
  "c.author",
  "c.collect_count",
  "c.share_count",
  "c.status",
  "c.update_time",
] as const;

/** The body's images of one item, in their order. */
export function listImages(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("content_images")
    .select(["url", "width", "height", "alt"])
    .where("content_id", "=", id)
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

/**
 * A published item with its body and images, or null. `source: "mp"` only finds items published by
 * a media account (the osman call); drafts are never found here: previews have their own call.
 */
export async function getPublishedDetail(db: Kysely<Database>, id: number, source: DetailSource) {
  let query = selectPublishedCards(db).select(DETAIL_COLUMNS).where("c.id", "=", id);
  if (source === "mp") query = query.where("c.mp_id", "is not", null);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  return { ...row, images: await listImages(db, id) };
}

export type DetailRow = NonNullable<Awaited<ReturnType<typeof getPublishedDetail>>>;
