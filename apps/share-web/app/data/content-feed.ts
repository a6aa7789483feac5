import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { type CardView, toCardView } from "../components/content/card-view.ts";
import { useRootData } from "../platform/use-root-data.ts";
import { persistFeeds, readFeed, type SavedFeed, saveFeed } from "./content-feed-memory.ts";

/** One page of the feed as the page keeps it. */
export type FeedPage = { list: CardView[]; pageindex: number; pagesize: number; has_more: boolean };

export type FeedStatus = "idle" | "loading" | "error";

type FeedState = { items: CardView[]; pageindex: number; hasMore: boolean };

const noSubscribe = () => () => {};
/** False while React hydrates the server's HTML (which holds the first page only), true after. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

const fromSaved = (saved: SavedFeed): FeedState => ({
  items: saved.items,
  pageindex: saved.pageindex,
  hasMore: saved.hasMore,
});

/**
 * A channel's list, starting from the server-rendered first page and growing page by page. What it
 * loaded is remembered per history entry, so back to it shows the same cards at the same place
 * (docs/decisions/0033-feed-restored-on-back.md): a client-side back renders them at once, before
 * the scroll position is restored; a page loaded afresh from history restores them right after
 * hydration, before the browser paints again.
 */
export function useContentFeed(first: FeedPage, gid: string | undefined) {
  const config = useRootData()?.config;
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
  const [status, setStatus] = useState<FeedStatus>("idle");
  const busy = useRef(false);

  useLayoutEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    const saved = readFeed(entryKey, gid);
    if (!saved || saved.items.length <= first.list.length) return;
    setFeed(fromSaved(saved));
    // The server's shorter page had already clamped the browser's own restoration.
    requestAnimationFrame(() => window.scrollTo(0, saved.scrollY));
  }, [hydrated, entryKey, gid, first.list.length]);

  // Remember the feed and the scroll position as they change; session storage when the page hides.
  useEffect(() => {
    const remember = () =>
      saveFeed(entryKey, { gid: gid ?? null, ...feed, scrollY: Math.round(window.scrollY) });
    remember();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remember);
    };
    const onHide = () => {
      remember();
      persistFeeds();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", onHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", onHide);
      persistFeeds();
    };
  }, [entryKey, gid, feed]);

  const loadMore = useCallback(async () => {
    if (!config || busy.current || !feed.hasMore) return;
    busy.current = true;
    setStatus("loading");
    try {
      // The client is loaded with the first page asked for, not with the page: most visits never scroll that far.
      const { initBrowserApi } = await import("../platform/browser-api.ts");
      const page = await initBrowserApi(config).contentList({
        query: { gid, pageindex: feed.pageindex + 1, pagesize: first.pagesize },
      });
      setFeed((current) => {
        const seen = new Set(current.items.map((i) => i.id));
        const fresh = page.list.filter((i) => !seen.has(i.id)).map(toCardView);
        return { items: [...current.items, ...fresh], pageindex: page.pageindex, hasMore: page.has_more };
      });
      setStatus("idle");
    } catch {
      setStatus("error");
    } finally {
      busy.current = false;
    }
  }, [config, gid, feed.hasMore, feed.pageindex, first.pagesize]);

  return { items: feed.items, hasMore: feed.hasMore, status, loadMore };
}
