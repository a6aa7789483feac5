import { useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import type { CardView } from "../components/content/card-view.ts";
import { useHydrated } from "../platform/use-hydrated.ts";
import { readFeed, type SavedFeed } from "./content-feed-memory.ts";

/** One page of the feed as the page keeps it. */
export type FeedPage = { list: CardView[]; pageindex: number; pagesize: number; has_more: boolean };

export type FeedStatus = "idle" | "loading" | "error";

export type FeedState = { items: CardView[]; pageindex: number; hasMore: boolean };

const fromSaved = (saved: SavedFeed): FeedState => ({
  items: saved.items,
  pageindex: saved.pageindex,
  hasMore: saved.hasMore,
});

/**
 * A channel's list, starting from the server-rendered first page. What it loaded is remembered per
 * history entry, so back to it shows the same cards at the same place
 * (docs/decisions/0033-feed-restored-on-back.md): a client-side back renders them at once, before
 * the scroll position is restored; a page loaded afresh from history restores them right after
 * hydration, before the browser paints again. Loading more and remembering are the feed's
 * controller's (feed-controller.tsx), which comes after idle.
 */
export function useContentFeed(first: FeedPage, gid: string | undefined) {
  const entryKey = useLocation().key;
  const hydrated = useHydrated();
  // Whether the first render could already use the saved feed (a client-side render, not hydration).
  const restored = useRef(hydrated);
  const [feed, setFeed] = useState<FeedState>(() => {
    const saved = hydrated ? readFeed(entryKey, gid) : null;
    return saved
      ? fromSaved(saved)
      : { items: first.list, pageindex: first.pageindex, hasMore: first.has_more };
  });

  useLayoutEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    const saved = readFeed(entryKey, gid);
    if (!saved || saved.items.length <= first.list.length) return;
    setFeed(fromSaved(saved));
    // The server's shorter page had already clamped the browser's own restoration.
    requestAnimationFrame(() => window.scrollTo(0, saved.scrollY));
  }, [hydrated, entryKey, gid, first.list.length]);

  return { feed, setFeed, entryKey };
}
