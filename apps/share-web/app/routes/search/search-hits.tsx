import { useId } from "react";
import { ContentCard } from "../../components/content/content-card.tsx";
import { usePagedList } from "../../platform/data/use-paged-list.ts";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { highlightRuns } from "./highlight.ts";
import { SEARCH_PAGE_SIZE, type SearchHitView, toHitView } from "./search-results.ts";

/** A text with the words searched for marked. */
function Marked({ text, marks }: { text: string; marks: readonly (readonly [number, number])[] }) {
  return (
    <>
      {highlightRuns(text, marks).map((run, i) =>
        run.mark ? (
          <mark key={i} className="search-mark">
            {run.text}
          </mark>
        ) : (
          run.text
        ),
      )}
    </>
  );
}

/** A hit's card, its title and excerpt with the words found marked. */
export function HitCard({ hit }: { hit: SearchHitView }) {
  return (
    <ContentCard
      item={hit}
      titleNode={<Marked text={hit.title} marks={hit.marks} />}
      excerptNode={hit.excerpt ? <Marked text={hit.excerpt.text} marks={hit.excerpt.ranges} /> : undefined}
    />
  );
}

/**
 * The hits of a search, a page at a time: the first from the server, more through the search call
 * in the browser (a page that fails leaves those shown and says so).
 */
export function SearchHits({
  keyword,
  total,
  first,
  hasMore,
}: {
  keyword: string;
  total: number;
  first: SearchHitView[];
  hasMore: boolean;
}) {
  const { t } = useI18n();
  const f = useFormat();
  const api = useBrowserApi();
  const ids = useId();
  const hits = usePagedList<SearchHitView>({
    first: { list: first, hasMore, page: 1 },
    fetchPage: async (pageindex) => {
      if (!api) throw new Error("the search is read once the page is hydrated");
      const next = await api.search({ query: { keyword, pageindex, pagesize: SEARCH_PAGE_SIZE } });
      return { list: next.list.map(toHitView), has_more: next.has_more };
    },
  });
  return (
    <section className="search-results" aria-labelledby={`${ids}-count`}>
      <h2 id={`${ids}-count`} className="search-results__count">
        {t("search.count", { n: f.count(total) })}
      </h2>
      <div className="search-results__list">
        {hits.list.map((hit) => (
          <HitCard key={hit.id} hit={hit} />
        ))}
      </div>
      {hits.hasMore ? (
        <button
          type="button"
          className="search-results__more"
          onClick={() => void hits.more()}
          aria-busy={hits.loading}
        >
          {hits.loading ? t("search.loading") : t("search.more")}
        </button>
      ) : (
        <p className="search-results__end">{t("search.end")}</p>
      )}
      {hits.failed && (
        <p className="search-note" role="alert">
          {t("search.failed")}
        </p>
      )}
    </section>
  );
}
