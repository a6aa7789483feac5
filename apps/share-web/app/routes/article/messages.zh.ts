import { commentMessages } from "../../components/comments/comment-messages.zh.ts";
/** The article's own texts in Chinese, the default locale. */
export const messages = {
  ...commentMessages,
  "article.views": "阅读 {n}",
  "article.author": "作者：{name}",
  "article.recommend": "相关推荐",
  "article.recommendFailed": "推荐暂时加载不出来",
} as const;

export type ArticleMessages = Record<keyof typeof messages, string>;

declare module "../../platform/i18n/catalog.ts" {
  interface MessageRegistry {
    article: typeof messages;
  }
}
