import { memo, useEffect, useRef, useState } from "react";
import { PrefetchPageLinks, useHref, useLocation } from "react-router";
import { useOnline } from "../network/online-status.ts";
import { whenIdle } from "./idle.ts";
import { type ConnectionInfo, canPrefetch, prefetchTarget } from "./prefetch-policy.ts";

/** Enough for every link of a phone screen or two; bounds the work on a long feed. */
const MAX_PAGES = 24;

/**
 * Pages added per idle period: each page is about eight <link> elements (its data, its route module
 * and that module's imports) that the browser sets fetches up for as they are inserted. 24 pages
 * at once made one task of about 80 ms on a phone; four at once still made the home page's
 * longest task after load (40 ms of insertion at 4× CPU slowdown). One page per idle period keeps
 * each insertion short.
 */
const PAGES_PER_IDLE = 1;

/**
 * React Router's links of one page, rendered again only if its page changes: each idle period adds
 * one page, and the pages already there are left alone rather than rendered again with it.
 */
const PagePrefetch = memo(PrefetchPageLinks);

function targetOf(anchor: HTMLAnchorElement, basename: string): string | null {
  return prefetchTarget(
    {
      href: anchor.href,
      target: anchor.target,
      hasDownload: anchor.hasAttribute("download"),
      optedOut: anchor.dataset.prefetch === "none",
    },
    new URL(window.location.href),
    basename,
  );
}

/**
 * Prefetches the pages of the links the visitor can see, when the browser is idle (spec §4), so
 * the next tap is instant. React Router's own <PrefetchPageLinks> fetches the route's module and
 * its data; this decides which pages, for every link of the page whoever rendered it.
 */
export function LinkPrefetcher() {
  const basename = useHref("/");
  const { pathname, search } = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  const queued = useRef(new Set<string>());
  const online = useOnline();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for every page, whose links are new
  useEffect(() => {
    // What the last page prefetched stays in the browser's cache.
    setPages([]);
    queued.current = new Set();
    let cancelIdle: (() => void) | null = null;
    let shown = 0;
    const flush = () => {
      cancelIdle = null;
      const nav = navigator as Navigator & { connection?: ConnectionInfo };
      if (!canPrefetch(nav)) return;
      const wanted = Math.min(MAX_PAGES, queued.current.size);
      if (wanted <= shown) return;
      shown = Math.min(wanted, shown + PAGES_PER_IDLE);
      setPages([...queued.current].slice(0, shown));
      // The rest in the next idle periods.
      if (shown < wanted) cancelIdle = whenIdle(flush);
    };
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const page = targetOf(entry.target as HTMLAnchorElement, basename);
        if (page) queued.current.add(page);
      }
      if (!cancelIdle) cancelIdle = whenIdle(flush);
    });
    const watch = (anchor: Element) => {
      if (seen.has(anchor)) return;
      seen.add(anchor);
      observer.observe(anchor);
    };
    const observeAll = (root: Element | Document) => {
      if (root instanceof HTMLAnchorElement && root.hasAttribute("href")) watch(root);
      for (const anchor of root.querySelectorAll("a[href]")) watch(anchor);
    };
    observeAll(document);
    // Links rendered later (more cards, deferred lists) are watched as they appear.
    const mutations = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) observeAll(node);
      }
    });
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelIdle?.();
      observer.disconnect();
      mutations.disconnect();
    };
  }, [pathname, search, basename]);

  // Offline, the route modules React Router loads to compute the links would fail to import.
  if (!online) return null;
  return pages.map((page) => <PagePrefetch key={page} page={page} />);
}
