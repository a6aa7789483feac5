import { useCallback, useEffect, useRef, useState } from "react";

/** A page as the content service answers a list call. */
export type ServicePage<T> = { list: T[]; has_more: boolean };

/** What a paged list shows: its items, whether there are more, and the last page read. */
export type PagedState<T> = { list: T[]; hasMore: boolean; page: number };

type Options<T> = {
  /**
   * What the page's HTML held: its items and the page they are (0 when they are a preview shorter
   * than a page, so that the first "more" asks for page 1 and leaves out those already shown).
   */
  first: PagedState<T>;
  /** Asks for a page (the latest function given is used). */
  fetchPage: (pageindex: number) => Promise<ServicePage<T>>;
  /** How a page joins what is shown: by default its items not shown yet (by id), after them. */
  append?: (shown: T[], page: ServicePage<T>) => T[];
  /** The list as this visitor sees it (their own marks kept over every page that comes). */
  view?: (list: T[]) => T[];
};

export type PagedList<T> = PagedState<T> & {
  loading: boolean;
  /** The last load failed: the first page (nothing to show) or a later one (what is shown stays). */
  failed: "first" | "more" | null;
  /** Appends the next page; resolves false when it failed. A call while a load is on its way is ignored (true). */
  more: () => Promise<boolean>;
  /** Reads page 1 again in place of the list (with another fetch, such as a new order, if given). */
  reload: (fetchPage?: (pageindex: number) => Promise<ServicePage<T>>) => Promise<boolean>;
  /** Changes what is shown in place (an optimistic mark, a refresh merged in). */
  update: (change: (state: PagedState<T>) => PagedState<T>) => void;
};

function appendNew<T>(shown: T[], page: ServicePage<T>): T[] {
  const seen = new Set(shown.map((item) => (item as { id: unknown }).id));
  return [...shown, ...page.list.filter((item) => !seen.has((item as { id: unknown }).id))];
}

const same = <T>(list: T[]) => list;

/**
 * A list read a page at a time in the browser ("load more"): the first page from the server, the
 * next ones appended in place, a failed page leaving what is shown (with `failed` to offer a retry).
 * One load at a time; a reload supersedes a load on its way, and nothing is set once the component
 * has left. A list page whose next pages come through its own route loader (`?page=N`, so the
 * browser never calls the service) uses `usePagedLoads` (components/content/paged-cards.tsx) instead.
 */
export function usePagedList<T>({
  first,
  fetchPage,
  append = appendNew,
  view = same,
}: Options<T>): PagedList<T> {
  const [state, setState] = useState<PagedState<T>>(first);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<PagedList<T>["failed"]>(null);
  /** What the callbacks read when they run: the latest options and what is shown (the next page). */
  const latest = useRef({ fetchPage, append, view, state });
  latest.current = { fetchPage, append, view, state };
  /** The load whose answer counts (a later one supersedes it); 0 once the component has left. */
  const ticket = useRef(0);
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(
    async (replace: boolean, fetch: (pageindex: number) => Promise<ServicePage<T>>): Promise<boolean> => {
      const mine = ++ticket.current;
      const pageindex = replace ? 1 : latest.current.state.page + 1;
      busy.current = true;
      setLoading(true);
      setFailed(null);
      const counts = () => mounted.current && ticket.current === mine;
      try {
        const page = await fetch(pageindex);
        if (!counts()) return false;
        const { append: join, view: see } = latest.current;
        setState((shown) => ({
          list: see(replace ? page.list : join(shown.list, page)),
          hasMore: page.has_more,
          page: pageindex,
        }));
        return true;
      } catch {
        if (counts()) setFailed(replace ? "first" : "more");
        return false;
      } finally {
        if (counts()) {
          busy.current = false;
          setLoading(false);
        }
      }
    },
    [],
  );

  const more = useCallback(
    () => (busy.current ? Promise.resolve(true) : load(false, latest.current.fetchPage)),
    [load],
  );
  const reload = useCallback(
    (fetch?: (pageindex: number) => Promise<ServicePage<T>>) => load(true, fetch ?? latest.current.fetchPage),
    [load],
  );
  const update = useCallback((change: (s: PagedState<T>) => PagedState<T>) => setState(change), []);
  return { ...state, loading, failed, more, reload, update };
}
