import { messages as video } from "../video/messages.zh.ts";

/** The content-model page's own texts in Chinese, the default locale, with the player's. */
export const messages = {
  ...video,
  "contentModel.external": "（打开外部网站）",
  "contentModel.empty": "这个页面的内容正在准备中，过一会儿再来看看",
} as const;

export type ContentModelMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    contentModel: typeof messages;
  }
}
