import { audioMessages } from "../../components/audio/audio-messages.zh.ts";
import { commentMessages } from "../../components/comments/comment-messages.zh.ts";

/** The audio screen's texts in Chinese, the default locale: the player's and its own. */
export const messages = {
  ...commentMessages,
  ...audioMessages,
  "audioTrack.album": "专辑",
  "audioTrack.place": "第 {position} / {count} 首",
} as const;

export type AudioTrackMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    audio: typeof messages;
  }
}
