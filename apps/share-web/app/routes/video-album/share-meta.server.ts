import type { AlbumDetail, AlbumItem } from "@davmu/contract/client";
import { episodeShareLink } from "../../components/album/episodes.ts";
import {
  clampText,
  isoTime,
  jsonLdMeta,
  pickShareImage,
  type ShareMeta,
  type ShareSite,
} from "../../components/share/share-meta.ts";
import { type PreloadImage, pageMeta } from "../../platform/seo.ts";
import { isoDuration, videoFileMeta, withPlayerCard } from "../video/share-meta.server.ts";

export type VideoAlbumShareInput = Pick<
  AlbumDetail,
  | "title"
  | "summary"
  | "keywords"
  | "cover"
  | "source"
  | "mp"
  | "publish_time"
  | "update_time"
  | "item_count"
  | "view_count"
>;

export type VideoAlbumShareContext = {
  site: ShareSite;
  /** Absolute canonical URL of the album's page: the series, whichever episode plays. */
  canonical: string;
  language: string;
  /** The episodes the page lists, in order. */
  episodes: readonly AlbumItem[];
  /** The episode the page plays: its poster is the first screen's largest picture. */
  current: AlbumItem | null;
  preloadImage?: PreloadImage | null;
};

/**
 * An episode as schema.org's VideoObject, with what a search engine needs to list it as a video
 * (name, thumbnail, upload date). The playing episode, the page's video, is described in full (its
 * description and file as well); the others are parts of the series with pages of their own.
 */
function episodeObject(item: AlbumItem, playing: boolean, fallbackDescription: string, canonical: string) {
  const video = item.media?.kind === "video" ? item.media : null;
  const thumbnail = pickShareImage(video?.poster, item.cover)?.url;
  return {
    "@type": "VideoObject",
    name: clampText(item.title, 110),
    ...(playing ? { description: clampText(item.summary || fallbackDescription, 200) } : {}),
    url: episodeShareLink(canonical, item),
    position: item.position,
    ...(thumbnail ? { thumbnailUrl: [thumbnail] } : {}),
    uploadDate: isoTime(item.publish_time),
    ...(item.duration !== null ? { duration: isoDuration(item.duration) } : {}),
    ...(playing && video ? { contentUrl: video.url, width: video.width, height: video.height } : {}),
  };
}

/**
 * A video album's head tags, WeChat card and JSON-LD (docs/decisions/0043): Open Graph's
 * `video.tv_show` with the playing episode's `og:video`, and a schema.org CreativeWorkSeries whose
 * parts are its episodes as VideoObjects. The canonical URL is the album's; the WeChat card's
 * link carries the playing episode, so a shared link opens it.
 */
export function videoAlbumShareMeta(album: VideoAlbumShareInput, ctx: VideoAlbumShareContext): ShareMeta {
  const { site, canonical, current } = ctx;
  const description = clampText(album.summary || site.description, 200);
  const currentVideo = current?.media?.kind === "video" ? current.media : null;
  const picked = pickShareImage(
    album.cover,
    currentVideo?.poster,
    site.shareImage,
    site.logo ? { url: site.logo } : null,
  );
  const image = picked?.url ?? null;
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "CreativeWorkSeries",
    name: clampText(album.title, 110),
    description,
    url: canonical,
    ...(image ? { image: [image] } : {}),
    datePublished: isoTime(album.publish_time),
    dateModified: isoTime(album.update_time),
    author: album.mp
      ? { "@type": "Person", name: album.mp.name }
      : { "@type": "Organization", name: album.source },
    publisher: { "@type": "Organization", name: site.siteName },
    inLanguage: ctx.language,
    hasPart: ctx.episodes.map((item) => episodeObject(item, item.id === current?.id, description, canonical)),
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
      type: "video.tv_show",
      preloadImage: ctx.preloadImage,
    }),
    { property: "video:release_date", content: isoTime(album.publish_time) },
    ...album.keywords.map((tag) => ({ property: "video:tag", content: tag })),
    ...videoFileMeta(currentVideo, episodeShareLink(canonical, current)),
    jsonLdMeta(jsonLd),
  ];
  return {
    meta: withPlayerCard(meta),
    wechat: {
      title: album.title,
      desc: clampText(album.summary || site.description),
      link: episodeShareLink(canonical, current),
      imgUrl: image ?? "",
    },
    jsonLd,
  };
}
