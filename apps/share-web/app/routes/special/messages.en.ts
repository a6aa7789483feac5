import type { SpecialMessages } from "./messages.zh.ts";

/** The special topic's own texts in English. */
export const messages: SpecialMessages = {
  "special.label": "Special",
  "special.nav": "Sections of this special",
  "special.updated": "Updated {date}",
  "special.count": "{n} stories",
  "special.sectionCount": "{n}",
  "special.empty": "The stories of this special are being put together; come back in a few days",
  "special.end": "You have reached the end of this special",
  "special.backToTop": "Back to the top of the special",
} as const;
