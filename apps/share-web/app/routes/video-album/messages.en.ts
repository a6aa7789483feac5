import { messages as videoMessages } from "../video/messages.en.ts";
import type { VideoAlbumMessages } from "./messages.zh.ts";

/** The video album screen's own texts in English. */
export const messages: VideoAlbumMessages = {
  ...videoMessages,
  "videoAlbum.episodes": "Episodes",
  "videoAlbum.episodeCount": "{n} episodes",
  "videoAlbum.episodeNo": "Episode {n}",
  "videoAlbum.totalDuration": "{time} in all",
  "videoAlbum.views": "{n} plays",
  "videoAlbum.description": "About",
  "videoAlbum.nowPlaying": "Now playing",
  "videoAlbum.unavailable": "Not available",
  "videoAlbum.earlier": "Earlier episodes",
  "videoAlbum.later": "More episodes",
  "videoAlbum.pageFailed": "Episodes cannot be loaded right now; please try again later",
  "videoAlbum.empty": "This series has no episodes yet",
  "videoAlbum.nextUp": "Up next",
  "videoAlbum.nextIn": "Next episode in {n} s",
  "videoAlbum.cancel": "Cancel",
  "videoAlbum.close": "Close",
  "videoAlbum.playNow": "Play now",
  "videoAlbum.playNext": "Play next",
  "videoAlbum.related": "Related series",
  "videoAlbum.relatedFailed": "Related series cannot be loaded right now",
};
