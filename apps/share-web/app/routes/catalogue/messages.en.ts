import type { CatalogueMessages } from "./messages.zh.ts";

/** The knowledge catalogue's texts in English. */
export const messages: CatalogueMessages = {
  "kb.contents": "Contents",
  "kb.pages": "{n} sections",
  "kb.updated": "Updated {date}",
  "kb.start": "Start reading",
  "kb.breadcrumb": "You are here",
  "kb.prev": "Previous",
  "kb.next": "Next",
  "kb.pager": "Sections",
  "kb.back": "Back to contents",
  "kb.first": "This is the first section",
  "kb.last": "This is the last section",
} as const;
