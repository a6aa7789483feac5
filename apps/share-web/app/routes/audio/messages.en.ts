import { audioMessages } from "../../components/audio/audio-messages.en.ts";
import { commentMessages } from "../../components/comments/comment-messages.en.ts";
import type { AudioTrackMessages } from "./messages.zh.ts";

/** The audio screen's texts in English. */
export const messages: AudioTrackMessages = {
  ...commentMessages,
  ...audioMessages,
  "audioTrack.album": "Album",
  "audioTrack.place": "Track {position} of {count}",
};
