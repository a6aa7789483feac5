import type { ContentDetail, VideoMedia } from "@davmu/contract/client";
import {
  contentShareMeta,
  HEADLINE_MAX,
  type ShareContext,
  videoFileMeta,
} from "./content-share-meta.server.ts";
import { clampText, isoDuration, isoTime, type ShareMeta } from "./share-meta.ts";

export type VideoShareInput = Pick<
  ContentDetail,
  "title" | "summary" | "keywords" | "cover" | "author" | "source" | "mp" | "publish_time" | "view_count"
> & { media: VideoMedia | null };

/**
 * A video's head tags, WeChat card and VideoObject JSON-LD. `og:video` and the Twitter player card
 * name the MP4 only where it is served over https: scrapers refuse a player or a file over plain http.
 */
export function videoShareMeta(video: VideoShareInput, ctx: ShareContext): ShareMeta {
  const { media } = video;
  return contentShareMeta(video, ctx, {
    schemaType: "VideoObject",
    ogType: "video.other",
    pictures: [media?.poster, video.cover],
    interaction: "WatchAction",
    jsonLd: (image) => ({
      name: clampText(video.title, HEADLINE_MAX),
      ...(image ? { thumbnailUrl: [image] } : {}),
      uploadDate: isoTime(video.publish_time),
      ...(media
        ? {
            duration: isoDuration(media.duration),
            contentUrl: media.url,
            width: media.width,
            height: media.height,
          }
        : {}),
    }),
    meta: () => [
      ...(media ? [{ property: "video:duration", content: String(media.duration) }] : []),
      ...videoFileMeta(media, ctx.canonical),
    ],
  });
}
