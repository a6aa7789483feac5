import { audioMessages } from "../../components/audio/audio-messages.en.ts";
import { commentMessages } from "../../components/comments/comment-messages.en.ts";
import type { AudioAlbumMessages } from "./messages.zh.ts";

/** The audio album screen's texts in English. */
export const messages: AudioAlbumMessages = {
  ...commentMessages,
  ...audioMessages,
  "audioAlbum.badge": "Album",
  "audioAlbum.summary": "{n} tracks · {length}",
};
