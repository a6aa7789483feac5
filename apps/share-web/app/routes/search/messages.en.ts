import type { SearchMessages } from "./messages.zh.ts";

/** The search page's own texts in English. */
export const messages: SearchMessages = {
  "search.title": "Search",
  "search.titleFor": "Search: {keyword}",
  "search.description": "Search articles, videos, audio and galleries",
  "search.label": "Search the content",
  "search.placeholder": "What are you looking for?",
  "search.submit": "Search",
  "search.hot": "Trending",
  "search.recent": "Recent searches",
  "search.clear": "Clear",
  "search.remove": "Remove “{word}”",
  "search.count": "{n} results",
  "search.sections": "From circles, Q&A, knowledge and events",
  "search.none": "Nothing found for “{keyword}”",
  "search.noneHint": "Try another word, or see what others are searching for",
  "search.failed": "Search is not available right now: try again later",
  "search.tooLong": "At most {n} characters",
  "search.more": "More results",
  "search.loading": "Loading…",
  "search.end": "No more results",
};
