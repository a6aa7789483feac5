import { commentMessages } from "../../components/comments/comment-messages.zh.ts";
import { shareMessages } from "../../components/share/share-messages.zh.ts";
/** The video screen's own texts in Chinese, the default locale. */
export const messages = {
  ...commentMessages,
  ...shareMessages,
  "video.play": "播放",
  "video.resumeFrom": "继续播放 {time}",
  "video.playFrom": "从 {time} 开始播放",
  "video.views": "{n} 播放",
  "video.album": "合集 · {title}",
  "video.albumPlace": "第 {position} / {count} 集",
  "video.related": "相关视频",
  "video.relatedMixed": "相关推荐",
  "video.relatedFailed": "相关视频暂时加载不出来",
  "video.description": "简介",
} as const;

export type VideoMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    video: typeof messages;
  }
}
