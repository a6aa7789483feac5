import type { AlbumDetail, AlbumItem } from "@davmu/contract/client";
import { episodeShareLink } from "../../components/album/episodes.ts";
import {
  contentShareMeta,
  HEADLINE_MAX,
  type ShareContext,
  videoFileMeta,
} from "../../components/share/content-share-meta.server.ts";
import {
  clampText,
  isoDuration,
  isoTime,
  pickShareImage,
  type ShareMeta,
} from "../../components/share/share-meta.ts";

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

export type VideoAlbumShareContext = ShareContext & {
  /** The episodes the page lists, in order. */
  episodes: readonly AlbumItem[];
  /** The episode the page plays: its poster is the first screen's largest picture. */
  current: AlbumItem | null;
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
    name: clampText(item.title, HEADLINE_MAX),
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
  const { canonical, current } = ctx;
  const currentVideo = current?.media?.kind === "video" ? current.media : null;
  return contentShareMeta(album, ctx, {
    schemaType: "CreativeWorkSeries",
    ogType: "video.tv_show",
    pictures: [album.cover, currentVideo?.poster],
    wechatLink: episodeShareLink(canonical, current),
    jsonLd: (image, description) => ({
      name: clampText(album.title, HEADLINE_MAX),
      ...(image ? { image: [image] } : {}),
      datePublished: isoTime(album.publish_time),
      dateModified: isoTime(album.update_time),
      hasPart: ctx.episodes.map((item) =>
        episodeObject(item, item.id === current?.id, description, canonical),
      ),
    }),
    meta: () => [
      { property: "video:release_date", content: isoTime(album.publish_time) },
      ...album.keywords.map((tag) => ({ property: "video:tag", content: tag })),
      ...videoFileMeta(currentVideo, episodeShareLink(canonical, current)),
    ],
  });
}
