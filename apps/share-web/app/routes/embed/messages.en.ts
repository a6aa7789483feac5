import type { EmbedMessages } from "./messages.zh.ts";

/** The embedded player's own texts in English. */
export const messages: EmbedMessages = {
  "embed.openFull": "Open on {site}",
  "embed.episodes": "{n} episodes",
  "embed.tracks": "{n} tracks",
};
