import { audioMessages } from "../../components/audio/audio-messages.zh.ts";
import { commentMessages } from "../../components/comments/comment-messages.zh.ts";

/** The audio album screen's texts in Chinese, the default locale: the player's and its own. */
export const messages = {
  ...commentMessages,
  ...audioMessages,
  "audioAlbum.badge": "专辑",
  "audioAlbum.summary": "{n} 首 · 共 {length}",
} as const;

export type AudioAlbumMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    audioAlbum: typeof messages;
  }
}
