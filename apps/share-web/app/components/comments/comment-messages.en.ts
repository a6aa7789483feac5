import type { commentMessages as zh } from "./comment-messages.zh.ts";

/** The texts of a comment section's first paint in English (comment-messages.zh.ts). */
export const commentMessages: Record<keyof typeof zh, string> = {
  "comments.title": "Comments",
  "comments.loading": "Loading…",
};
