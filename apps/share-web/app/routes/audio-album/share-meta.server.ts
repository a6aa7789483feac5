import type { AlbumDetail } from "@davmu/contract/client";
import {
  clampText,
  isoTime,
  jsonLdMeta,
  pickShareImage,
  type ShareMeta,
  type ShareSite,
} from "../../components/share/share-meta.ts";
import { type PreloadImage, pageMeta } from "../../platform/seo.ts";
import { isoDuration } from "../video/share-meta.server.ts";

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

export type AudioAlbumShareContext = {
  site: ShareSite;
  /** Absolute canonical URL of the album's page. */
  canonical: string;
  language: string;
  /** The cover: the first screen's largest picture, preloaded. */
  preloadImage?: PreloadImage | null;
};

/**
 * An audio album's head tags, WeChat card and JSON-LD: a MusicPlaylist (docs/decisions/0044) whose
 * tracks are an ItemList of MusicRecordings in their order; Open Graph's music.playlist with its songs.
 */
export function audioAlbumShareMeta(album: AudioAlbumShareInput, ctx: AudioAlbumShareContext): ShareMeta {
  const { site, canonical } = ctx;
  const description = clampText(album.summary || site.description, 200);
  const picked = pickShareImage(album.cover, site.shareImage, site.logo ? { url: site.logo } : null);
  const image = picked?.url ?? null;
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "MusicPlaylist",
    name: clampText(album.title, 110),
    description,
    url: canonical,
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
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: { "@type": "ListenAction" },
      userInteractionCount: album.view_count,
    },
    author: album.mp
      ? { "@type": "Person", name: album.mp.name }
      : { "@type": "Organization", name: album.source },
    publisher: { "@type": "Organization", name: site.siteName },
    inLanguage: ctx.language,
  };
  const meta = [
    ...pageMeta({
      title: album.title,
      siteName: site.siteName,
      description,
      keywords: album.keywords.join(","),
      url: canonical,
      image,
      imageAlt: album.title,
      imageWidth: picked?.width,
      imageHeight: picked?.height,
      locale: ctx.language,
      type: "music.playlist",
      preloadImage: ctx.preloadImage,
    }),
    ...album.tracks.slice(0, TAGGED_TRACKS).flatMap((track) => [
      { property: "music:song", content: track.url },
      { property: "music:song:track", content: String(track.position) },
    ]),
    jsonLdMeta(jsonLd),
  ];
  return {
    meta,
    wechat: {
      title: album.title,
      desc: clampText(album.summary || site.description),
      link: canonical,
      imgUrl: image ?? "",
    },
    jsonLd,
  };
}
