import type { AudioMedia, ContentDetail } from "@davmu/contract/client";
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

export type AudioShareInput = Pick<
  ContentDetail,
  "title" | "summary" | "keywords" | "cover" | "source" | "mp" | "publish_time" | "view_count"
> & {
  media: AudioMedia | null;
  /** The album the track is in: its title, its page's absolute address and the track's place. */
  album: { title: string; url: string; position: number } | null;
};

export type AudioShareContext = {
  site: ShareSite;
  /** Absolute canonical URL of the track's page. */
  canonical: string;
  language: string;
  /** The cover: the first screen's largest picture, preloaded. */
  preloadImage?: PreloadImage | null;
};

/**
 * A track's head tags, WeChat card and AudioObject JSON-LD (part of its album's playlist, at its
 * place). `og:audio` names the file only where it is served over https: scrapers refuse a file
 * over plain http.
 */
export function audioShareMeta(track: AudioShareInput, ctx: AudioShareContext): ShareMeta {
  const { site, canonical } = ctx;
  const { media, album } = track;
  const description = clampText(track.summary || site.description, 200);
  const picked = pickShareImage(
    media?.cover,
    track.cover,
    site.shareImage,
    site.logo ? { url: site.logo } : null,
  );
  const image = picked?.url ?? null;
  const secureFile = media && /^https:\/\//i.test(media.url) ? media.url : null;
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "AudioObject",
    name: clampText(track.title, 110),
    description,
    url: canonical,
    ...(image ? { thumbnailUrl: [image] } : {}),
    uploadDate: isoTime(track.publish_time),
    ...(media
      ? { contentUrl: media.url, encodingFormat: media.mime, duration: isoDuration(media.duration) }
      : {}),
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: { "@type": "ListenAction" },
      userInteractionCount: track.view_count,
    },
    ...(album
      ? {
          isPartOf: { "@type": "MusicPlaylist", name: album.title, url: album.url },
          position: album.position,
        }
      : {}),
    author: track.mp
      ? { "@type": "Person", name: track.mp.name }
      : { "@type": "Organization", name: track.source },
    publisher: { "@type": "Organization", name: site.siteName },
    inLanguage: ctx.language,
  };
  const meta = [
    ...pageMeta({
      title: track.title,
      siteName: site.siteName,
      description,
      keywords: track.keywords.join(","),
      url: canonical,
      image,
      imageAlt: track.title,
      imageWidth: picked?.width,
      imageHeight: picked?.height,
      locale: ctx.language,
      type: "music.song",
      preloadImage: ctx.preloadImage,
    }),
    ...(media ? [{ property: "music:duration", content: String(media.duration) }] : []),
    ...(album
      ? [
          { property: "music:album", content: album.url },
          { property: "music:album:track", content: String(album.position) },
        ]
      : []),
    ...(media && secureFile
      ? [
          { property: "og:audio", content: secureFile },
          { property: "og:audio:secure_url", content: secureFile },
          { property: "og:audio:type", content: media.mime },
        ]
      : []),
    jsonLdMeta(jsonLd),
  ];
  return {
    meta,
    wechat: {
      title: track.title,
      desc: clampText(track.summary || site.description),
      link: canonical,
      imgUrl: image ?? "",
    },
    jsonLd,
  };
}
