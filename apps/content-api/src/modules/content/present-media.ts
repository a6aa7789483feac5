import type {
  AlbumBrief,
  AudioMedia,
  CaptionTrack,
  GalleryMedia,
  Image,
  Media,
  VideoMedia,
} from "@davmu/contract";
import type { Presenter } from "../../presenter.ts";
import type { AlbumOfRow, GalleryImageRow, MediaFileRow } from "./item-media.ts";
import { logRepair, toImage } from "./present-image.ts";

/** What toItemMedia reads of an item: its type, files, gallery pictures and album. */
export type ItemMediaRow = {
  id: number;
  type: string;
  mediaFiles: readonly MediaFileRow[];
  galleryImages: readonly GalleryImageRow[];
  album: AlbumOfRow | null;
};

/** The language the items are written in: a video's captions in it are listed first. */
const CONTENT_LANGUAGE = "zh";

/**
 * A video's caption tracks from its rows, the items' own language first, then in their order; a
 * track without a language, a name or a URL that can be served is left out (logged).
 */
function toCaptions(p: Presenter, id: number, rows: readonly MediaFileRow[]): CaptionTrack[] {
  const own = (lang: string) => lang.split("-")[0]!.toLowerCase() === CONTENT_LANGUAGE;
  const tracks = rows.flatMap((r) => {
    if (r.role !== "captions") return [];
    const url = p.contentMediaUrl(r.url);
    if (!url || !r.lang || !r.label) {
      logRepair(id, "caption track", r.url);
      return [];
    }
    return [{ url, lang: r.lang, label: r.label }];
  });
  return [...tracks.filter((t) => own(t.lang)), ...tracks.filter((t) => !own(t.lang))];
}

/**
 * A video from its rows: the one file, the HLS master, the renditions, the poster, the caption
 * tracks and the seek preview's index. Null (logged) when one of the first three is missing or
 * cannot be shown: a page shows the item without a player.
 */
export function toVideoMedia(p: Presenter, id: number, rows: readonly MediaFileRow[]): VideoMedia | null {
  const video = rows.filter((r) => r.kind === "video");
  const file = video.find((r) => r.role === "file");
  const hls = video.find((r) => r.role === "hls");
  const posterRow = video.find((r) => r.role === "poster");
  const url = p.contentMediaUrl(file?.url ?? null);
  const master = p.contentMediaUrl(hls?.url ?? null);
  const poster = posterRow ? toImage(p, posterRow) : null;
  if (!file || !url || !master || !poster || !file.width || !file.height) {
    logRepair(id, "video", file?.url ?? hls?.url ?? null);
    return null;
  }
  const renditions = video.flatMap((r) => {
    const playlist = r.role === "rendition" ? p.contentMediaUrl(r.url) : null;
    if (!playlist || !r.width || !r.height) return [];
    return [{ url: playlist, width: r.width, height: r.height, bandwidth: r.bandwidth }];
  });
  return {
    kind: "video",
    url,
    mime: file.mime,
    hls: master,
    renditions,
    poster,
    width: file.width,
    height: file.height,
    duration: file.duration ?? 0,
    size: file.size_bytes,
    captions: toCaptions(p, id, video),
    thumbnails: p.contentMediaUrl(video.find((r) => r.role === "thumbnails")?.url ?? null),
  };
}

/** A track from its row; `cover` is the artwork its player shows. Null (logged) without a file. */
export function toAudioMedia(
  p: Presenter,
  id: number,
  rows: readonly MediaFileRow[],
  cover: Image | null,
): AudioMedia | null {
  const file = rows.find((r) => r.kind === "audio" && r.role === "file");
  const url = p.contentMediaUrl(file?.url ?? null);
  if (!file || !url) {
    logRepair(id, "audio", file?.url ?? null);
    return null;
  }
  return { kind: "audio", url, mime: file.mime, duration: file.duration ?? 0, size: file.size_bytes, cover };
}

/** A gallery's pictures in order; one that cannot be shown is left out (logged). */
export function toGalleryMedia(p: Presenter, id: number, rows: readonly GalleryImageRow[]): GalleryMedia {
  const images = rows.flatMap((row) => {
    const image = toImage(p, row);
    if (!image) logRepair(id, "gallery picture", row.url);
    return image ? [{ ...image, caption: row.caption ?? "" }] : [];
  });
  return { kind: "gallery", images };
}

/** What an item plays or shows beside its body, by type; undefined for types with none. */
export function toItemMedia(p: Presenter, row: ItemMediaRow, cover: Image | null): Media | undefined {
  if (row.type === "video" || row.type === "svideo")
    return toVideoMedia(p, row.id, row.mediaFiles) ?? undefined;
  if (row.type === "audio") {
    // A track shows its album's artwork, as players do; a single track its own cover.
    const albumCover = row.album
      ? toImage(p, { url: row.album.cover_url, width: row.album.cover_width, height: row.album.cover_height })
      : null;
    return toAudioMedia(p, row.id, row.mediaFiles, albumCover ?? cover) ?? undefined;
  }
  if (row.type === "gallery") return toGalleryMedia(p, row.id, row.galleryImages);
  return undefined;
}

export function toAlbumBrief(p: Presenter, album: AlbumOfRow): AlbumBrief {
  return {
    id: p.ids.encode(album.id),
    type: album.type as AlbumBrief["type"],
    title: album.title,
    position: album.position,
    count: album.count,
  };
}
