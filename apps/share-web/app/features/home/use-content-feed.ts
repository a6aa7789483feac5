import type { ContentCard, ContentPage } from "@davmu/contract";
import { useCallback, useRef, useState } from "react";
import { unwrap } from "../../platform/api.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";

export type FeedStatus = "idle" | "loading" | "error";

/** A channel's list, starting from the server-rendered first page and growing page by page. */
export function useContentFeed(first: ContentPage, gid: string | undefined) {
  const api = useBrowserApi();
  const [items, setItems] = useState<ContentCard[]>(first.list);
  const [pageindex, setPageindex] = useState(first.pageindex);
  const [hasMore, setHasMore] = useState(first.has_more);
  const [status, setStatus] = useState<FeedStatus>("idle");
  const busy = useRef(false);

  const loadMore = useCallback(async () => {
    if (!api || busy.current || !hasMore) return;
    busy.current = true;
    setStatus("loading");
    try {
      const page = unwrap(await api.contentPage({ gid, pageindex: pageindex + 1, pagesize: first.pagesize }));
      setItems((current) => {
        const seen = new Set(current.map((i) => i.id));
        return [...current, ...page.list.filter((i) => !seen.has(i.id))];
      });
      setPageindex(page.pageindex);
      setHasMore(page.has_more);
      setStatus("idle");
    } catch {
      setStatus("error");
    } finally {
      busy.current = false;
    }
  }, [api, gid, hasMore, pageindex, first.pagesize]);

  return { items, hasMore, status, loadMore };
}
