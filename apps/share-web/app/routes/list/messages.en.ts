import type { ListMessages } from "./messages.zh.ts";

/** The curated list's own texts in English. */
export const messages: ListMessages = {
  "list.label": "Curated list",
  "list.count": "{n} stories",
  "list.updated": "Updated {date}",
  "list.items": "Stories in this list",
  "list.more": "Load more",
  "list.loading": "Loading…",
  "list.end": "That is the whole list",
  "list.failed": "Could not load, tap to retry",
  "list.empty": "This list is empty for now; the editors are picking its stories",
  "list.asCards": "Browse as cards",
} as const;
