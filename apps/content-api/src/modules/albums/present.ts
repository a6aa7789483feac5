import { type AlbumDetail, AlbumDetailSchema, type AlbumItem, type Image } from "@davmu/contract";
import type { Presenter } from "../../presenter.ts";
import { fits, toDetail } from "../content/present.ts";
import { toImage } from "../content/present-image.ts";
import { toAudioMedia, toVideoMedia } from "../content/present-media.ts";
import type { AlbumItemRow, AlbumRow } from "./queries.ts";

type AlbumCover = { cover_url: string | null; cover_width: number | null; cover_height: number | null };

/** The artwork a track's player shows: its album's cover. */
export function albumArtwork(p: Presenter, album: AlbumCover): Image | null {
  return toImage(p, { url: album.cover_url, width: album.cover_width, height: album.cover_height });
}

/** One episode or track as its album lists it; an item whose files cannot be shown lists without them. */
export function toAlbumItem(p: Presenter, row: AlbumItemRow, artwork: Image | null): AlbumItem {
  const cover = toImage(p, { url: row.cover_url, width: row.cover_width, height: row.cover_height });
  const media =
    row.type === "audio"
      ? toAudioMedia(p, row.id, row.mediaFiles, artwork ?? cover)
      : toVideoMedia(p, row.id, row.mediaFiles);
  return {
    id: p.ids.encode(row.id),
    type: row.type === "audio" ? "audio" : "video",
    title: row.title,
    summary: row.summary,
    position: row.position,
    cover,
    duration: row.duration,
    publish_time: row.publish_time,
    view_count: row.view_count,
    media,
  };
}

/** An album's header and its items, or null (logged) when it cannot fit the contract: a 404. */
export function toValidAlbum(p: Presenter, row: AlbumRow, items: AlbumItemRow[]): AlbumDetail | null {
  const artwork = albumArtwork(p, row);
  const album = {
    ...toDetail(p, row),
    item_count: row.album_item_count ?? 0,
    items: items.map((item) => toAlbumItem(p, item, artwork)),
  };
  return fits(AlbumDetailSchema, album, row, "its album") ? album : null;
}
