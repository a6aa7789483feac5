import type { VideoMedia } from "@davmu/contract/client";
import type { PlayerMedia } from "./player-types.ts";

/**
 * What the player needs of a video's files, and nothing of the renditions but their heights and
 * playlists (it reads the rest from the HLS playlists): loader data is serialised into the page.
 */
export function toPlayerMedia(media: VideoMedia): PlayerMedia {
  return {
    url: media.url,
    mime: media.mime,
    hls: media.hls,
    width: media.width,
    height: media.height,
    duration: media.duration,
    renditions: media.renditions.map((r) => ({ height: r.height, url: r.url })),
    captions: media.captions,
    thumbnails: media.thumbnails,
  };
}
