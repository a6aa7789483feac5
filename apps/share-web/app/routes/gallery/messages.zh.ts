import { commentMessages } from "../../components/comments/comment-messages.zh.ts";
import { messages as viewerMessages } from "../../components/gallery/gallery-viewer.messages.zh.ts";
/** The gallery screen's own texts in Chinese, the default locale. */
export const messages = {
  ...commentMessages,
  ...viewerMessages,
  "gallery.count": "共 {n} 张",
  "gallery.views": "{n} 浏览",
  "gallery.related": "相关推荐",
  "gallery.relatedFailed": "相关推荐暂时加载不出来",
} as const;

export type GalleryMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    gallery: typeof messages;
  }
}
