import type { ContentDetail, VideoMedia } from "@davmu/contract/client";
import type { MetaDescriptor } from "react-router";
import {
  clampText,
  isoTime,
  jsonLdMeta,
  pickShareImage,
  type ShareMeta,
  type ShareSite,
} from "../../components/share/share-meta.ts";
import { type PreloadImage, pageMeta } from "../../platform/seo.ts";

export type VideoShareInput = Pick<
  ContentDetail,
  "title" | "summary" | "keywords" | "cover" | "source" | "mp" | "publish_time" | "update_time" | "view_count"
> & { media: VideoMedia | null };

export type VideoShareContext = {
  site: ShareSite;
  /** Absolute canonical URL of the video's page. */
  canonical: string;
  language: string;
  /** The poster: the first screen's largest picture, preloaded. */
  preloadImage?: PreloadImage | null;
};

/** ISO 8601 duration (PT1M5S), as schema.org's `duration` wants it. */
export function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

/**
 * A video's head tags, WeChat card and VideoObject JSON-LD. `og:video` and the Twitter player card
 * name the MP4 only where it is served over https: scrapers refuse a player or a file over plain http.
 */
export function videoShareMeta(video: VideoShareInput, ctx: VideoShareContext): ShareMeta {
  const { site, canonical, media } = { ...ctx, media: video.media };
  const description = clampText(video.summary || site.description, 200);
  const picked = pickShareImage(
    media?.poster,
    video.cover,
    site.shareImage,
    site.logo ? { url: site.logo } : null,
  );
  const image = picked?.url ?? null;
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: clampText(video.title, 110),
    description,
    url: canonical,
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
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: { "@type": "WatchAction" },
      userInteractionCount: video.view_count,
    },
    author: video.mp
      ? { "@type": "Person", name: video.mp.name }
      : { "@type": "Organization", name: video.source },
    publisher: { "@type": "Organization", name: site.siteName },
    inLanguage: ctx.language,
  };
  const meta = [
    ...pageMeta({
      title: video.title,
      siteName: site.siteName,
      description,
      keywords: video.keywords.join(","),
      url: canonical,
      image,
      imageAlt: video.title,
      imageWidth: picked?.width,
      imageHeight: picked?.height,
      locale: ctx.language,
      type: "video.other",
      preloadImage: ctx.preloadImage,
    }),
    ...(media ? [{ property: "video:duration", content: String(media.duration) }] : []),
    ...videoFileMeta(media, canonical),
    jsonLdMeta(jsonLd),
  ];
  return {
    meta: withPlayerCard(meta),
    wechat: {
      title: video.title,
      desc: clampText(video.summary || site.description),
      link: canonical,
      imgUrl: image ?? "",
    },
    jsonLd,
  };
}

type FileMedia = Pick<VideoMedia, "url" | "mime" | "width" | "height">;

/**
 * `og:video` and the Twitter player card of the video a page plays, where its MP4 is served over
 * https (scrapers refuse a player or a file over plain http); nothing otherwise. `pageUrl` is the
 * page Twitter frames as the player.
 */
export function videoFileMeta(media: FileMedia | null, pageUrl: string): MetaDescriptor[] {
  if (!media || !/^https:\/\//i.test(media.url)) return [];
  return [
    { property: "og:video", content: media.url },
    { property: "og:video:secure_url", content: media.url },
    { property: "og:video:type", content: media.mime },
    { property: "og:video:width", content: String(media.width) },
    { property: "og:video:height", content: String(media.height) },
    // Twitter's player card plays the page itself in a frame; the stream is the file.
    { name: "twitter:card", content: "player" },
    { name: "twitter:player", content: pageUrl },
    { name: "twitter:player:width", content: String(media.width) },
    { name: "twitter:player:height", content: String(media.height) },
    { name: "twitter:player:stream", content: media.url },
    { name: "twitter:player:stream:content_type", content: media.mime },
  ];
}

/** A player card, where there is one, replaces the summary card pageMeta wrote. */
export function withPlayerCard(meta: MetaDescriptor[]): MetaDescriptor[] {
  const player = meta.some((m) => "name" in m && m.name === "twitter:card" && m.content === "player");
  return player
    ? meta.filter((m) => !("name" in m && m.name === "twitter:card" && m.content !== "player"))
    : meta;
}
