import type { CaptionTrack, Image } from "@davmu/contract/client";
import type { ReactNode } from "react";

/** What the page gives the player: the files of one video and its poster. */
export type PlayerMedia = {
  url: string;
  mime: string;
  hls: string;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  /**
   * The HLS renditions, largest first: their heights, and their media playlists (a browser that
   * plays HLS itself is given one of them when the visitor picks a quality).
   */
  renditions: { height: number; url: string }[];
  /** Its caption tracks (WebVTT), the item's own language first. */
  captions: CaptionTrack[];
  /** The seek preview's WebVTT index of sprite frames; null when it has none. */
  thumbnails: string | null;
  /**
   * A live stream (a live room): no end, so no progress bar or times but a LIVE mark, and no danmu
   * (the room has its chat).
   */
  live?: boolean;
  /** False for a clip that has no danmu of its own (a live room's notice video): no layer, no controls. */
  danmu?: boolean;
};

export type PlayerProps = {
  id: string;
  media: PlayerMedia;
  poster: Image | null;
  /** `tap`: the visitor asked, play with sound; `auto`: the page started it, muted. */
  start: "tap" | "auto";
  /** The video played to its end (an album page offers the next episode). */
  onEnded?: () => void;
  /** Playback started or resumed. */
  onPlay?: () => void;
  /** What the page draws over the picture, inside the player so it shows in full screen too. */
  overlay?: ReactNode;
  /** What the lock screen and the headset's controls show and do (use-media-session.ts). */
  session?: MediaSessionInfo;
  /**
   * Whether danmu show until the visitor chooses (their choice is remembered): yes on the site's
   * pages, no in the player other sites frame (docs/decisions/0120).
   */
  danmuByDefault?: boolean;
};

/** The lock screen's words for what plays, and the album's previous and next, where there are. */
export type MediaSessionInfo = {
  title: string;
  artist: string;
  album?: string | null;
  next?: (() => void) | null;
  previous?: (() => void) | null;
};
