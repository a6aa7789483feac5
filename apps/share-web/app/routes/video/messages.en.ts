import { commentMessages } from "../../components/comments/comment-messages.en.ts";
import { shareMessages } from "../../components/share/share-messages.en.ts";
import type { VideoMessages } from "./messages.zh.ts";

/** The video screen's own texts in English. */
export const messages: VideoMessages = {
  ...commentMessages,
  ...shareMessages,
  "video.play": "Play",
  "video.resumeFrom": "Resume from {time}",
  "video.playFrom": "Play from {time}",
  "video.views": "{n} plays",
  "video.album": "Series · {title}",
  "video.albumPlace": "Episode {position} of {count}",
  "video.related": "Related videos",
  "video.relatedMixed": "More to watch and read",
  "video.relatedFailed": "Related videos cannot be loaded right now",
  "video.description": "About",
};
