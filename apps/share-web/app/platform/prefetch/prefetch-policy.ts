/** Spec §9: prefetching waits for the browser to be idle, at most this long. */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

/** The Network Information API where the browser has it (Chromium); absent on iOS. */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

/**
 * Spec §4: prefetching is skipped when offline, on a 2g connection (slow-2g or 2g) or in
 * data-saver mode: it would spend the visitor's data or delay what they asked for.
 */
export function canPrefetch(nav: { onLine?: boolean; connection?: ConnectionInfo } | undefined): boolean {
  if (!nav) return false;
  if (nav.onLine === false) return false;
  const connection = nav.connection;
  if (connection?.saveData) return false;
  if (connection?.effectiveType?.includes("2g")) return false;
  return true;
}

/**
 * The page a link leads to, as React Router's prefetch expects it (path with the basename and
 * search), or null when it is not worth prefetching: another origin, outside the site, a new
 * window, a download, a link that says so (`data-prefetch="none"`), or the page the visitor is on,
 * whatever its query.
 *
 * A link to this page with another query (a channel tab, an album's episode, a gallery's picture)
 * changes it in place, and the tap asks only for the loaders that run again (the root's data stays:
 * `shouldRevalidate` in root.tsx), or for none. React Router's prefetch cannot tell: it asks the
 * root's `shouldRevalidate` with the current address without the basename and the link's with it,
 * which never match, so it fetches every loader's data under another URL than the tap's
 * (`_root.data?gid=x` against `_root.data?gid=x&_routes=home`). Each such prefetch was a server
 * render and a download the tap never used.
 */
export function prefetchTarget(
  link: { href: string; target?: string; hasDownload?: boolean; optedOut?: boolean },
  current: URL,
  basename: string,
): string | null {
  if (link.target && link.target !== "_self") return null;
  if (link.hasDownload || link.optedOut) return null;
  let url: URL;
  try {
    url = new URL(link.href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  const base = basename.replace(/\/$/, "");
  if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return null;
  if (url.pathname === current.pathname) return null;
  return url.pathname + url.search;
}
