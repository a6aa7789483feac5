import { useCallback, useRef, useState } from "react";
import { type CardView, toCardView } from "../components/content/card-view.ts";
import { useRootData } from "../platform/use-root-data.ts";

/** One page of the feed as the page keeps it. */
export type FeedPage = { list: CardView[]; pageindex: number; pagesize: number; has_more: boolean };

export type FeedStatus = "idle" | "loading" | "error";

/** A channel's list, starting from the server-rendered first page and growing page by page. */
export function useContentFeed(first: FeedPage, gid: string | undefined) {
  const config = useRootData()?.config;
  const [items, setItems] = useState<CardView[]>(first.list);
  const [pageindex, setPageindex] = useState(first.pageindex);
  const [hasMore, setHasMore] = useState(first.has_more);
  const [status, setStatus] = useState<FeedStatus>("idle");
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (!config || busy.current || !hasMore) return;
    busy.current = true;
    setStatus("loading");
    try {
      // The client is loaded with the first page asked for, not with the page: most visits never scroll that far.
      const { initBrowserApi } = await import("../platform/browser-api.ts");
      const page = await initBrowserApi(config).contentList({
        query: { gid, pageindex: pageindex + 1, pagesize: first.pagesize },
      });
      setItems((current) => {
        const seen = new Set(current.map((i) => i.id));
        return [...current, ...page.list.filter((i) => !seen.has(i.id)).map(toCardView)];
      });
      setPageindex(page.pageindex);
      setHasMore(page.has_more);
      setStatus("idle");
    } catch {
      setStatus("error");
    } finally {
      busy.current = false;
    }
  }, [config, gid, hasMore, pageindex, first.pagesize]);

  return { items, hasMore, status, loadMore };
}
