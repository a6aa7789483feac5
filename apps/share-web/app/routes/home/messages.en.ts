import type { HomeMessages } from "./messages.zh.ts";

/** The home's own texts in English. */
export const messages: HomeMessages = {
  "home.tabs.label": "Channels",
  "home.tabs.all": "For you",
  "home.loadMore": "Load more",
  "home.loading": "Loading…",
  "home.end": "No more",
  "home.loadFailed": "Could not load. Tap to retry",
  "home.empty": "Nothing in this channel yet",
  "home.hot": "Trending, 72 hours",
  "home.discover": "Discover",
  "home.discover.list": "List",
  "home.discover.cards": "Cards",
  "home.discover.page": "Feature",
  "home.discover.count": "{n} items",
  "home.discover.topics": "Topics",
  "home.discover.allTopics": "All topics",
  "home.tabs.more": "All channels",
};
