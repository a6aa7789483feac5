import { type Dispatch, type RefObject, type SetStateAction, useCallback, useEffect, useRef } from "react";
import type { FeedPage, FeedState, FeedStatus } from "../../data/content-feed.ts";
import type { persistFeeds, saveFeed } from "../../data/content-feed-memory.ts";
import { useMinimumDuration } from "../../platform/loading/use-minimum-duration.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import { toCardView } from "../content/card-view.ts";

/**
 * "Load more" as the feed receives it. The feed is hydrated before its controller's chunk has
 * arrived: a tap in between is kept (`pending`) and acted on when the controller mounts.
 */
export type FeedTaps = { pending: boolean; loadMore: (() => void) | null };

/**
 * The feed's memory (content-feed-memory.ts), handed over by the feed, which reads it as it
 * renders: one copy of it, in the home page's chunk.
 */
export type FeedMemory = { saveFeed: typeof saveFeed; persistFeeds: typeof persistFeeds };

type Props = {
  first: FeedPage;
  gid: string | undefined;
  entryKey: string;
  feed: FeedState;
  setFeed: Dispatch<SetStateAction<FeedState>>;
  status: FeedStatus;
  setStatus: (status: FeedStatus) => void;
  setSkeleton: (shown: boolean) => void;
  sentinel: RefObject<HTMLDivElement | null>;
  taps: FeedTaps;
  memory: FeedMemory;
};

/**
 * What the home feed does beyond showing its cards: the next pages as the visitor nears the end (or
 * taps "load more"), the skeleton while they load, and remembering the feed and its place for back
 * (content-feed-memory.ts). A chunk of its own, loaded once the page is idle or at the first tap.
 */
export function FeedController(props: Props) {
  const { first, gid, entryKey, feed, setFeed, status, setStatus, setSkeleton, sentinel, taps } = props;
  const { saveFeed, persistFeeds } = props.memory;
  const config = useRootData()?.config;
  const busy = useRef(false);
  const skeleton = useMinimumDuration(status === "loading");
  useEffect(() => setSkeleton(skeleton), [skeleton, setSkeleton]);

  const loadMore = useCallback(async () => {
    if (!config || busy.current || !feed.hasMore) return;
    busy.current = true;
    setStatus("loading");
    try {
      // The client is loaded with the first page asked for, not with the page: most visits never scroll that far.
      const { initBrowserApi } = await import("../../platform/browser-api.ts");
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
  }, [config, gid, feed.hasMore, feed.pageindex, first.pagesize, setFeed, setStatus]);

  useEffect(() => {
    taps.loadMore = () => void loadMore();
    if (taps.pending) {
      taps.pending = false;
      void loadMore();
    }
    return () => {
      taps.loadMore = null;
    };
  }, [taps, loadMore]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !feed.hasMore || status === "error") return;
    const observer = new IntersectionObserver((entries) => entries[0]?.isIntersecting && void loadMore(), {
      rootMargin: "600px 0px",
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [sentinel, feed.hasMore, status, loadMore]);

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
  }, [entryKey, gid, feed, saveFeed, persistFeeds]);

  return null;
}
