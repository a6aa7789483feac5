import type { TopicMessages } from "./messages.zh.ts";

/** The topic pages' own texts in English. */
export const messages: TopicMessages = {
  "topic.title": "Topic",
  "topic.listTitle": "Topics",
  "topic.listLead": "Topics our editors follow: one topic, the whole story",
  "topic.count": "{n} posts",
  "topic.items": "Posts in this topic",
  "topic.more": "Load more",
  "topic.loading": "Loading…",
  "topic.end": "You've reached the end",
  "topic.failed": "Couldn't load more. Tap to try again",
  "topic.empty": "Nothing in this topic yet",
  "topic.all": "All topics",
  "topic.others": "More topics",
} as const;
