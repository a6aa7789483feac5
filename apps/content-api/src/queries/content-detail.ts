import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { selectPublishedCards } from "./cards.ts";

export type DetailSource = "any" | "mp";

/**
 * A published item with its body and images, or null. `source: "mp"` only finds items published by
 * a media account (the osman call); drafts are never found here: previews have their own call.
 */
export async function getPublishedDetail(db: Kysely<Database>, id: number, source: DetailSource) {
  let query = selectPublishedCards(db)
    .select([
      "c.body_html",
      "c.keywords",
      "c.author",
      "c.collect_count",
      "c.share_count",
      "c.status",
      "c.update_time",
    ])
    .where("c.id", "=", id);
  if (source === "mp") query = query.where("c.mp_id", "is not", null);
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const images = await db
    .selectFrom("content_images")
    .select(["url", "width", "height", "alt"])
    .where("content_id", "=", id)
    .orderBy("sort")
    .orderBy("id")
    .execute();
  return { ...row, images };
}

export type DetailRow = NonNullable<Awaited<ReturnType<typeof getPublishedDetail>>>;
