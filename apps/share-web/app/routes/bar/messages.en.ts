import type { BarMessages } from "./messages.zh.ts";

/** The channel bar's own texts in English. */
export const messages: BarMessages = {
  "bar.title": "Channels",
  "bar.lead": "Browse by channel, or look around topics and live rooms",
  "bar.description":
    "Every channel and section: news, tech, finance, culture, life and more, plus topics, live rooms, short videos and search.",
  "bar.channels": "All channels",
  "bar.all": "For you",
  "bar.allHint": "The best of every channel",
  "bar.sections": "More sections",
  "bar.topics": "Topics",
  "bar.topicsHint": "{n} trending topics",
  "bar.live": "Live",
  "bar.liveNow": "On air: {title}",
  "bar.liveSoon": "Coming up: {title}",
  "bar.svideo": "Short videos",
  "bar.svideoHint": "Latest: {title}",
  "bar.search": "Search",
  "bar.searchHint": "Articles, videos, live rooms and topics",
} as const;
