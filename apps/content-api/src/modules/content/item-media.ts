import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

function selectMediaFiles(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom("media_files")
    .select([
      "content_id",
      "kind",
      "role",
      "url",
      "mime",
      "duration",
      "width",
      "height",
      "size_bytes",
      "bandwidth",
      "lang",
      "label",
    ])
    .where("content_id", "in", ids)
    .orderBy("content_id")
    .orderBy("sort")
    .orderBy("id");
}

export type MediaFileRow = Awaited<ReturnType<ReturnType<typeof selectMediaFiles>["execute"]>>[number];

/** The files of items' audio and video, by item, each item's in sort order. */
export async function listMediaFiles(db: Kysely<Database>, ids: readonly number[]) {
  const byItem = new Map<number, MediaFileRow[]>();
  if (ids.length === 0) return byItem;
  for (const row of await selectMediaFiles(db, ids).execute()) {
    const list = byItem.get(row.content_id) ?? [];
    list.push(row);
    byItem.set(row.content_id, list);
  }
  return byItem;
}

/** A gallery's pictures in their order. */
export function listGalleryImages(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("content_images")
    .select(["url", "width", "height", "alt", "caption"])
    .where("content_id", "=", id)
    .where("role", "=", "gallery")
    .orderBy("sort")
    .orderBy("id")
    .execute();
}

export type GalleryImageRow = Awaited<ReturnType<typeof listGalleryImages>>[number];

/** The published items of an album in their order: ids only, for places and counts. */
export function listAlbumItemIds(db: Kysely<Database>, albumId: number) {
  return db
    .selectFrom("album_items as ai")
    .innerJoin("contents as i", "i.id", "ai.item_id")
    .select("ai.item_id")
    .where("ai.album_id", "=", albumId)
    .where("i.status", "=", "published")
    .orderBy("ai.sort")
    .orderBy("ai.item_id")
    .execute()
    .then((rows) => rows.map((r) => r.item_id));
}

/**
 * The published album an item is in, with the item's place among the album's published items, or
 * null. An item belongs to one album; should it be in several, the oldest album is named.
 */
export async function findAlbumOf(db: Kysely<Database>, itemId: number) {
  const album = await db
    .selectFrom("album_items as ai")
    .innerJoin("contents as a", "a.id", "ai.album_id")
    .select(["a.id", "a.type", "a.title", "a.cover_url", "a.cover_width", "a.cover_height"])
    .where("ai.item_id", "=", itemId)
    .where("a.status", "=", "published")
    .where("a.type", "in", ["audio_album", "video_album"])
    .orderBy("a.id")
    .executeTakeFirst();
  if (!album) return null;
  const items = await listAlbumItemIds(db, album.id);
  const position = items.indexOf(itemId) + 1;
  // A draft item is in no published list: it has no place to show.
  if (position === 0) return null;
  return { ...album, position, count: items.length };
}

export type AlbumOfRow = NonNullable<Awaited<ReturnType<typeof findAlbumOf>>>;

/** What a detail of `row` plays or shows beside its body, by its type. */
export async function loadItemMedia(db: Kysely<Database>, row: { id: number; type: string }) {
  const playable = row.type === "video" || row.type === "svideo" || row.type === "audio";
  const [files, gallery, album] = await Promise.all([
    playable ? listMediaFiles(db, [row.id]).then((m) => m.get(row.id) ?? []) : [],
    row.type === "gallery" ? listGalleryImages(db, row.id) : [],
    playable ? findAlbumOf(db, row.id) : null,
  ]);
  return { mediaFiles: files, galleryImages: gallery, album };
}
