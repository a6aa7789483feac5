import type { Image } from "@davmu/contract/client";

/** What the page gives the player: the files of one video and its poster. */
export type PlayerMedia = {
  url: string;
  mime: string;
  hls: string;
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
  /** The heights of the HLS renditions, largest first. */
  qualities: number[];
};

export type PlayerProps = {
  id: string;
  media: PlayerMedia;
  poster: Image | null;
  /** `tap`: the visitor asked, play with sound; `auto`: the page started it, muted. */
  start: "tap" | "auto";
};
