import { audioMessages } from "../../components/audio/audio-messages.en.ts";
import type { AudioTrackMessages } from "./messages.zh.ts";

/** The audio screen's texts in English. */
export const messages: AudioTrackMessages = {
  ...audioMessages,
  "audioTrack.album": "Album",
  "audioTrack.place": "Track {position} of {count}",
};
