import type { CardView } from "../components/content/card-view.ts";
import { browserStorage } from "../platform/browser-storage.ts";

/** What a feed had loaded when its page was left, and where the page was scrolled. */
export type SavedFeed = {
  gid: string | null;
  items: CardView[];
  pageindex: number;
  hasMore: boolean;
  scrollY: number;
};

const STORAGE_KEY = "davmu:feeds";
/** History entries remembered: back rarely goes further, and session storage stays small. */
const MAX_ENTRIES = 6;

/** The feeds of this tab's history entries, by entry key; mirrored to session storage on page hide. */
const memory = new Map<string, SavedFeed>();
let loadedFromStorage = false;

function loadStorage(): void {
  if (loadedFromStorage) return;
  loadedFromStorage = true;
  try {
    const raw = browserStorage("session")?.getItem(STORAGE_KEY);
    const entries = raw ? (JSON.parse(raw) as [string, SavedFeed][]) : [];
    for (const [key, feed] of entries) if (!memory.has(key)) memory.set(key, feed);
  } catch {
    // Unreadable or foreign data: start afresh.
  }
}

/** The feed saved for a history entry and channel, if any. */
export function readFeed(entryKey: string, gid: string | undefined): SavedFeed | null {
  loadStorage();
  const feed = memory.get(entryKey);
  return feed && feed.gid === (gid ?? null) ? feed : null;
}

/** Remembers a history entry's feed; the oldest entries are forgotten first. */
export function saveFeed(entryKey: string, feed: SavedFeed): void {
  memory.delete(entryKey);
  memory.set(entryKey, feed);
  while (memory.size > MAX_ENTRIES) memory.delete(memory.keys().next().value as string);
}

/** Writes the remembered feeds to session storage, so a page reloaded from history finds them too. */
export function persistFeeds(): void {
  try {
    browserStorage("session")?.setItem(STORAGE_KEY, JSON.stringify([...memory]));
  } catch {
    // Storage full or refused (private mode): back still works within this page's life.
  }
}
