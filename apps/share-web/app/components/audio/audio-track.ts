import type { AlbumItem, ContentCard } from "@davmu/contract/client";
import { contentHref } from "../content/content-href.ts";

/** One track as the page and its player know it. */
export type AudioTrack = {
  id: string;
  title: string;
  /** A line or two about the track. */
  summary: string;
  /** 1 for the album's first track (and for a track that is in no album). */
  position: number;
  /** Seconds, as the service recorded it; the player reads the file's own length once it has it. */
  duration: number | null;
  view_count: number;
  /** Seconds since the epoch. */
  publish_time: number;
  /** What plays it; null when its file is not recorded (the track is listed and cannot play). */
  src: { url: string; mime: string } | null;
  /** The track's own page, inside the site (no locale prefix). */
  href: string;
};

/**
 * An album's track as the page keeps it: what the list and the player show, nothing more (loader
 * data is serialised into the HTML). `actor` is the album's: its tracks open under the same one.
 */
export function toAudioTrack(item: AlbumItem, actor: ContentCard["actor"]): AudioTrack {
  const media = item.media?.kind === "audio" ? item.media : null;
  return {
    id: item.id,
    title: item.title,
    summary: item.summary,
    position: item.position,
    duration: media?.duration ?? item.duration,
    view_count: item.view_count,
    publish_time: item.publish_time,
    src: media && { url: media.url, mime: media.mime },
    href: contentHref({ actor, type: "audio", id: item.id, publish_time: item.publish_time }),
  };
}
