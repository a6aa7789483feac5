import { commentMessages } from "../../components/comments/comment-messages.en.ts";
import type { ArticleMessages } from "./messages.zh.ts";

/** The article's own texts in English. */
export const messages: ArticleMessages = {
  ...commentMessages,
  "article.views": "{n} views",
  "article.author": "By {name}",
  "article.recommend": "Related",
  "article.recommendFailed": "Related items cannot be loaded right now",
};
