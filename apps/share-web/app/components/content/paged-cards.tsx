import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import type { CardView } from "./card-view.ts";
import { ContentCard } from "./content-card.tsx";

/** A page of cards as a list page's loader gives it (`?page=N` asks for the Nth). */
export type CardsPage = { list: CardView[]; page: number; hasMore: boolean };

type Props = {
  first: CardsPage;
  /** Query parameters the list keeps from page to page (`type=video&`), ending in `&`, or "". */
  query?: string;
  label: string;
  texts: { empty: string; more: string; loading: string; end: string };
};

/**
 * A list page's cards (an account's items, a topic's): the first page from the server, the next
 * ones through the page's own loader (`?page=N`, a link that works without scripts too), so the
 * browser never calls the inner service itself.
 */
export function PagedCards({ first, query = "", label, texts }: Props) {
  const location = useLocation();
  const fetcher = useFetcher<CardsPage>();
  const [shown, setShown] = useState<CardsPage>({
    list: first.list,
    page: first.page,
    hasMore: first.hasMore,
  });
  useEffect(() => {
    const next = fetcher.data;
    if (!next || next.page !== shown.page + 1) return;
    setShown((s) => {
      const seen = new Set(s.list.map((c) => c.id));
      return {
        list: [...s.list, ...next.list.filter((c) => !seen.has(c.id))],
        page: next.page,
        hasMore: next.hasMore,
      };
    });
  }, [fetcher.data, shown.page]);
  if (shown.list.length === 0) return <p className="paged-cards__note">{texts.empty}</p>;
  const nextHref = `${location.pathname}?${query}page=${shown.page + 1}`;
  const loading = fetcher.state !== "idle";
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
            if (!loading) fetcher.load(nextHref);
          }}
        >
          {loading ? texts.loading : texts.more}
        </a>
      ) : (
        <p className="paged-cards__note">{texts.end}</p>
      )}
    </section>
  );
}

/** The page a list page's `?page=` asks for: 1 to 100, 1 when it is anything else. */
export function pageOf(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : 1;
}
