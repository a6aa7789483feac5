import type { AlbumDetail } from "@davmu/contract/client";
import {
  contentShareMeta,
  HEADLINE_MAX,
  type ShareContext,
} from "../../components/share/content-share-meta.server.ts";
import { clampText, isoDuration, isoTime, type ShareMeta } from "../../components/share/share-meta.ts";

/** Tracks the JSON-LD lists by name (the rest are counted); the head's `music:song` tags, fewer. */
const LISTED_TRACKS = 50;
const TAGGED_TRACKS = 20;

export type AudioAlbumShareInput = Pick<
  AlbumDetail,
  | "title"
  | "summary"
  | "keywords"
  | "cover"
  | "source"
  | "mp"
  | "publish_time"
  | "update_time"
  | "view_count"
  | "item_count"
  | "duration"
> & {
  /** The album's tracks in order, each with its page's absolute address. */
  tracks: { title: string; url: string; position: number; duration: number | null }[];
};

/**
 * An audio album's head tags, WeChat card and JSON-LD: a MusicPlaylist (docs/decisions/0044) whose
 * tracks are an ItemList of MusicRecordings in their order; Open Graph's music.playlist with its songs.
 */
export function audioAlbumShareMeta(album: AudioAlbumShareInput, ctx: ShareContext): ShareMeta {
  return contentShareMeta(album, ctx, {
    schemaType: "MusicPlaylist",
    ogType: "music.playlist",
    pictures: [album.cover],
    interaction: "ListenAction",
    jsonLd: (image) => ({
      name: clampText(album.title, HEADLINE_MAX),
      ...(image ? { image } : {}),
      datePublished: isoTime(album.publish_time),
      dateModified: isoTime(album.update_time),
      numTracks: album.item_count,
      ...(album.duration ? { duration: isoDuration(album.duration) } : {}),
      track: {
        "@type": "ItemList",
        numberOfItems: album.item_count,
        itemListElement: album.tracks.slice(0, LISTED_TRACKS).map((track) => ({
          "@type": "ListItem",
          position: track.position,
          item: {
            "@type": "MusicRecording",
            name: track.title,
            url: track.url,
            ...(track.duration ? { duration: isoDuration(track.duration) } : {}),
          },
        })),
      },
    }),
    meta: () =>
      album.tracks.slice(0, TAGGED_TRACKS).flatMap((track) => [
        { property: "music:song", content: track.url },
        { property: "music:song:track", content: String(track.position) },
      ]),
  });
}
