import { type ContentCard, ContentCardSchema, type ContentType } from "@davmu/contract";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { Presenter } from "../../presenter.ts";
import type { CardRow } from "./cards.ts";
import { listMediaFiles } from "./item-media.ts";
import { fits, toCard } from "./present.ts";
import { toVideoMedia } from "./present-media.ts";

/**
 * The kinds whose cards, in a list of that kind alone, carry what plays them: a feed of short
 * videos plays each one in place, with no detail call per clip (docs/decisions/0045).
 */
const PLAYS_IN_PLACE: ReadonlySet<ContentType> = new Set(["video", "svideo"]);

export function playsInPlace(type: ContentType | undefined): boolean {
  return type !== undefined && PLAYS_IN_PLACE.has(type);
}

/**
 * The cards of a page of videos with their files and share counts: two queries for the page, not
 * one per item. A card whose files are not all recorded has `media: null` (logged), so the feed
 * can show that clip's error state and go on.
 */
export async function toPlayableCards(
  db: Kysely<Database>,
  p: Presenter,
  rows: readonly CardRow[],
  where: string,
): Promise<ContentCard[]> {
  const ids = rows.map((r) => r.id);
  const [files, shares] = await Promise.all([
    listMediaFiles(db, ids),
    ids.length === 0
      ? []
      : db.selectFrom("contents").select(["id", "share_count"]).where("id", "in", ids).execute(),
  ]);
  const shareCount = new Map(shares.map((s) => [s.id, s.share_count]));
  return rows.flatMap((row) => {
    const card: ContentCard = {
      ...toCard(p, row),
      media: toVideoMedia(p, row.id, files.get(row.id) ?? []),
      share_count: shareCount.get(row.id) ?? 0,
    };
    return fits(ContentCardSchema, card, row, where) ? [card] : [];
  });
}
