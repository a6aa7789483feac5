import type { AccountMessages } from "./messages.zh.ts";

/** The media account page's own texts in English. */
export const messages: AccountMessages = {
  "account.followers": "Followers",
  "account.works": "Posts",
  "account.tabs": "By type",
  "account.tab.all": "All",
  "account.empty": "Nothing published yet",
  "account.more": "Load more",
  "account.loading": "Loading…",
  "account.end": "You've reached the end",
  "account.failed": "Couldn't load more. Tap to try again",
  "account.suggested": "Accounts to follow",
  "account.suggestedFollowers": "{n} followers",
  "account.description": "{name}: {description}",
} as const;
