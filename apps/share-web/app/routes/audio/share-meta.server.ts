import type { AudioMedia, ContentDetail } from "@davmu/contract/client";
import {
  contentShareMeta,
  HEADLINE_MAX,
  type ShareContext,
} from "../../components/share/content-share-meta.server.ts";
import { clampText, isoDuration, isoTime, type ShareMeta } from "../../components/share/share-meta.ts";

export type AudioShareInput = Pick<
  ContentDetail,
  "title" | "summary" | "keywords" | "cover" | "source" | "mp" | "publish_time" | "view_count"
> & {
  media: AudioMedia | null;
  /** The album the track is in: its title, its page's absolute address and the track's place. */
  album: { title: string; url: string; position: number } | null;
};

/**
 * A track's head tags, WeChat card and AudioObject JSON-LD (part of its album's playlist, at its
 * place). `og:audio` names the file only where it is served over https: scrapers refuse a file
 * over plain http.
 */
export function audioShareMeta(track: AudioShareInput, ctx: ShareContext): ShareMeta {
  const { media, album } = track;
  const secureFile = media && /^https:\/\//i.test(media.url) ? media.url : null;
  return contentShareMeta(track, ctx, {
    schemaType: "AudioObject",
    ogType: "music.song",
    pictures: [media?.cover, track.cover],
    interaction: "ListenAction",
    jsonLd: (image) => ({
      name: clampText(track.title, HEADLINE_MAX),
      ...(image ? { thumbnailUrl: [image] } : {}),
      uploadDate: isoTime(track.publish_time),
      ...(media
        ? { contentUrl: media.url, encodingFormat: media.mime, duration: isoDuration(media.duration) }
        : {}),
      ...(album
        ? {
            isPartOf: { "@type": "MusicPlaylist", name: album.title, url: album.url },
            position: album.position,
          }
        : {}),
    }),
    meta: () => [
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
    ],
  });
}
