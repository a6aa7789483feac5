import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { CardView } from "./card-view.ts";
import { ContentCard } from "./content-card.tsx";

/** A page of cards as a list page's loader gives it (`?page=N` asks for the Nth). */
export type CardsPage = { list: CardView[]; page: number; hasMore: boolean };

/** What "load more" receives when the server could not give the next page. */
export type CardsPageFailure = { pageFailed: number };

/**
 * A list page's `clientLoader`: its server loader's data, except that a later page (`?page=N`, what
 * "load more" asks for) the server could not give is a failure the list shows under its cards, with
 * a retry, instead of the route's error page in place of everything read so far. A first page
 * that fails is the error page, as before.
 */
export async function keepCardsOnFailure<T>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<T>;
}): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    const page = pageOf(new URL(request.url).searchParams.get("page"));
    if (page === 1) throw error;
    // Only "load more" asks for a later page in the browser, and its fetcher alone sees this.
    return { pageFailed: page } satisfies CardsPageFailure as never;
  }
}

/** A list page's loader answers the page itself. */
const samePage = (data: CardsPage) => data;

type Props = {
  first: CardsPage;
  /** Query parameters the list keeps from page to page (`type=video&`), ending in `&`, or "". */
  query?: string;
  label: string;
  texts: { empty: string; more: string; loading: string; end: string; failed: string };
};

/**
 * A list page's cards (an account's items, a topic's): the first page from the server, the next
 * ones through the page's own loader (`?page=N`, a link that works without scripts too), so the
 * browser never calls the inner service itself.
 */
export function PagedCards({ first, query = "", label, texts }: Props) {
  const { shown, nextHref, loading, failed, loadMore } = usePagedLoads<CardView, CardsPage>(
    first,
    samePage,
    query,
  );
  if (shown.list.length === 0) return <p className="paged-cards__note">{texts.empty}</p>;
  return (
    <section className="paged-cards" aria-label={label}>
      {shown.list.map((item) => (
        <ContentCard key={item.id} item={item} />
      ))}
      {shown.hasMore ? (
        <a
          className="paged-cards__more"
          href={nextHref}
          aria-busy={loading}
          onClick={(event) => {
            event.preventDefault();
            loadMore();
          }}
        >
          {loading ? texts.loading : failed ? texts.failed : texts.more}
        </a>
      ) : (
        <p className="paged-cards__note">{texts.end}</p>
      )}
      <p className="visually-hidden" role="status">
        {failed ? texts.failed : ""}
      </p>
    </section>
  );
}

/** A page of a list's items as a list page's loader gives it. */
type ItemsPage<T> = { list: T[]; page: number; hasMore: boolean };

/**
 * "Load more" through a list page's own loader (`?page=N`): the items shown, the next page's
 * address, and the next page appended in place (items already shown left out) when it comes. `pick`
 * finds the page in what the loader answers; a page the server could not give is `failed`.
 */
export function usePagedLoads<T extends { id: string }, D>(
  first: ItemsPage<T>,
  pick: (data: D) => ItemsPage<T>,
  query = "",
) {
  const location = useLocation();
  const fetcher = useFetcher<D | CardsPageFailure>();
  const [shown, setShown] = useState<ItemsPage<T>>({
    list: first.list,
    page: first.page,
    hasMore: first.hasMore,
  });
  useEffect(() => {
    const data = fetcher.data;
    if (!data || (typeof data === "object" && "pageFailed" in data)) return;
    const next = pick(data as D);
    if (next.page !== shown.page + 1) return;
    setShown((s) => {
      const seen = new Set(s.list.map((item) => item.id));
      return {
        list: [...s.list, ...next.list.filter((item) => !seen.has(item.id))],
        page: next.page,
        hasMore: next.hasMore,
      };
    });
  }, [fetcher.data, shown.page, pick]);
  const nextHref = `${location.pathname}?${query}page=${shown.page + 1}`;
  const loading = fetcher.state !== "idle";
  const data = fetcher.data;
  const failed = !loading && !!data && typeof data === "object" && "pageFailed" in data;
  const loadMore = () => {
    if (!loading) fetcher.load(nextHref);
  };
  return { shown, nextHref, loading, failed, loadMore };
}

/** The page a list page's `?page=` asks for: 1 to 100, 1 when it is anything else. */
export function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : 1;
}
