import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { selectCards } from "./cards.ts";
import type { DetailRow } from "./content-detail.ts";

/**
 * One item with its body and images whatever its status, or null: what an editor previews. Unlike
 * getPublishedDetail it finds drafts, so only the preview call may use it.
 */
export async function getPreviewDetail(db: Kysely<Database>, id: number): Promise<DetailRow | null> {
  const row = await selectCards(db)
    .select([
      "c.body_html",
      "c.keywords",
      "c.author",
      "c.collect_count",
      "c.share_count",
      "c.status",
      "c.update_time",
    ])
    .where("c.id", "=", id)
    .executeTakeFirst();
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
