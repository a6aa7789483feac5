import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { selectCards } from "../content/cards.ts";
import { DETAIL_COLUMNS, type DetailRow, loadDetailParts } from "../content/queries.ts";

/**
 * One item with its body, images and media whatever its status, or null: what an editor previews.
 * Unlike getPublishedDetail it finds drafts, so only the preview call may use it.
 */
export async function getPreviewDetail(db: Kysely<Database>, id: number): Promise<DetailRow | null> {
  const row = await selectCards(db).select(DETAIL_COLUMNS).where("c.id", "=", id).executeTakeFirst();
  if (!row) return null;
  return { ...row, ...(await loadDetailParts(db, row)) };
}

/** What a preview link names: the item's type, title and status, whatever the status; or undefined. */
export function findPreviewItem(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("contents")
    .select(["id", "type", "title", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
}
