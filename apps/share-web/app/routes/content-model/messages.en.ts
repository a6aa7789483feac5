import { messages as video } from "../video/messages.en.ts";
import type { ContentModelMessages } from "./messages.zh.ts";

/** The content-model page's own texts in English, with the player's. */
export const messages: ContentModelMessages = {
  ...video,
  "contentModel.external": " (opens another site)",
  "contentModel.empty": "This page is being prepared; come back in a little while",
} as const;
