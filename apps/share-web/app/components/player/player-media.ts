import type { VideoMedia } from "@davmu/contract/client";
import type { PlayerMedia } from "./player-types.ts";

/**
 * What the player needs of a video's files, and nothing of the renditions but their heights (it
 * reads the rest from the HLS playlists): loader data is serialised into the page.
 */
export function toPlayerMedia(media: VideoMedia): PlayerMedia {
  return {
    url: media.url,
    mime: media.mime,
    hls: media.hls,
    width: media.width,
    height: media.height,
    duration: media.duration,
    qualities: media.renditions.map((r) => r.height),
  };
}
