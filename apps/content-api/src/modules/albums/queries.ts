import { ALBUM_TYPES, type AlbumType } from "@davmu/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { selectListedCards, selectPublishedCards } from "../content/cards.ts";
import { listMediaFiles } from "../content/item-media.ts";
import { DETAIL_COLUMNS, loadDetailParts } from "../content/queries.ts";
import { withFileSizes } from "../media/file-sizes.ts";

/** The most items one album answer lists; longer albums are read a page at a time (albumTracks). */
export const ALBUM_ITEMS_MAX = 200;

/** A published album of `type` with its header's parts, or null. */
export async function getPublishedAlbum(db: Kysely<Database>, id: number, type: AlbumType) {
  const row = await selectPublishedCards(db)
    .select(DETAIL_COLUMNS)
    .where("c.id", "=", id)
    .where("c.type", "=", type)
    .executeTakeFirst();
  if (!row) return null;
  return { ...row, ...(await loadDetailParts(db, row)) };
}

export type AlbumRow = NonNullable<Awaited<ReturnType<typeof getPublishedAlbum>>>;

/** A published album of either kind: what its cover and channel are, or undefined. */
export function findPublishedAlbum(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("contents")
    .select(["id", "type", "channel_id", "cover_url", "cover_width", "cover_height"])
    .where("id", "=", id)
    .where("status", "=", "published")
    .where("type", "in", ALBUM_TYPES)
    .executeTakeFirst();
}

/**
 * A run of an album's published items in their order, from `offset`, with their files (sizes not
 * recorded read from `mediaFolder`, media/file-sizes.ts); `position` is 1 for the album's first item.
 */
export async function listAlbumItems(
  db: Kysely<Database>,
  mediaFolder: string,
  albumId: number,
  offset: number,
  limit: number,
) {
  const rows = await selectPublishedCards(db)
    .innerJoin("album_items as ai", "ai.item_id", "c.id")
    .where("ai.album_id", "=", albumId)
    .orderBy("ai.sort")
    .orderBy("ai.item_id")
    .offset(offset)
    .limit(limit)
    .execute();
  const files = await listMediaFiles(
    db,
    rows.map((r) => r.id),
  );
  const sized = await Promise.all(rows.map((row) => withFileSizes(mediaFolder, files.get(row.id) ?? [])));
  return rows.map((row, i) => ({ ...row, position: offset + i + 1, mediaFiles: sized[i] ?? [] }));
}

export type AlbumItemRow = Awaited<ReturnType<typeof listAlbumItems>>[number];

/**
 * Other published albums to go on with: the same kind first, within that the same channel, then
 * the newest.
 */
export function listRelatedAlbums(
  db: Kysely<Database>,
  album: { id: number; type: string; channel_id: number | null },
  size: number,
) {
  return selectListedCards(db)
    .where("c.type", "in", ALBUM_TYPES)
    .where("c.id", "!=", album.id)
    .orderBy(sql`case when c.type = ${album.type} then 0 else 1 end`)
    .orderBy(sql`case when c.channel_id = ${album.channel_id} then 0 else 1 end`)
    .orderBy("c.publish_time", "desc")
    .orderBy("c.id", "desc")
    .limit(size)
    .execute();
}
