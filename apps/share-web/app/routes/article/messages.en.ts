import type { ArticleMessages } from "./messages.zh.ts";

/** The article's own texts in English. */
export const messages: ArticleMessages = {
  "article.views": "{n} views",
  "article.author": "By {name}",
  "article.recommend": "Related",
  "article.recommendFailed": "Related items cannot be loaded right now",
};
