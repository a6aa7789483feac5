/**
 * The texts of a comment section's first paint in Chinese: its heading and the line shown while it
 * loads, spread into the messages of each screen that shows it. The section's own texts come with
 * its code (messages.zh.ts, a later part).
 */
export const commentMessages = {
  "comments.title": "评论",
  "comments.loading": "正在加载…",
} as const;
