import { SEARCH_QUERY_MAX } from "@davmu/contract/client";
import { useEffect, useId, useState } from "react";
import { Form, Link } from "react-router";
import { ContentCard } from "../../components/content/content-card.tsx";
import { SiteFooter } from "../../components/site/site-footer.tsx";
import { SiteHeader } from "../../components/site/site-header.tsx";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { ScreenStyle, type ScreenStylesheet, screenStyleLinks } from "../../platform/inline-stylesheet.tsx";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import type { Route } from "./+types/route";
import { highlightRuns, rememberSearch } from "./highlight.ts";
import { loadSearch } from "./loader.server.ts";
import cssText from "./search.css?inline";
import cssHref from "./search.css?url";
import { SEARCH_PAGE_SIZE, type SearchResults, toHitView } from "./search-results.ts";

const stylesheet: ScreenStylesheet = {
  id: "css-search",
  text: import.meta.env.SSR ? cssText : "",
  href: cssHref,
};

/** Where the browser keeps the visitor's recent searches (theirs only: never sent anywhere). */
const RECENT_KEY = "davmu.recent-searches";

export const links = screenStyleLinks(stylesheet);

export const meta = loaderMeta;

/** The same results for everyone who asks the same words. */
export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadSearch(args);
}

type Hit = Extract<SearchResults, { state: "found" }>["hits"][number];

function readRecent(): string[] {
  try {
    const list = JSON.parse(window.localStorage.getItem(RECENT_KEY) ?? "[]");
    return Array.isArray(list) ? list.filter((w): w is string => typeof w === "string").slice(0, 10) : [];
  } catch {
    return [];
  }
}

function writeRecent(list: string[]): void {
  try {
    if (list.length) window.localStorage.setItem(RECENT_KEY, JSON.stringify(list));
    else window.localStorage.removeItem(RECENT_KEY);
  } catch {
    // Without storage there is no history: nothing to do.
  }
}

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

/**
 * Search (spec §2 `/search/{index}`, docs/decisions/0053): a search box that works as a plain GET
 * form, hot words, the visitor's recent searches kept in the browser, and results over every
 * content type with the words found marked, a page at a time.
 */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { keyword, hot, results } = loaderData;
  const { t, path } = useI18n();
  const f = useFormat();
  const api = useBrowserApi();
  const ids = useId();
  const [recent, setRecent] = useState<string[]>([]);
  const [hits, setHits] = useState<Hit[]>(results.state === "found" ? results.hits : []);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(results.state === "found" && results.hasMore);
  const [loading, setLoading] = useState(false);
  const [failedMore, setFailedMore] = useState(false);

  // A new search (a new address) starts its list again.
  useEffect(() => {
    setHits(results.state === "found" ? results.hits : []);
    setHasMore(results.state === "found" && results.hasMore);
    setPage(1);
    setFailedMore(false);
  }, [results]);

  // The visitor's recent searches: read after hydration, this one added when it found anything.
  useEffect(() => {
    const list = keyword && results.state === "found" ? rememberSearch(readRecent(), keyword) : readRecent();
    if (keyword && results.state === "found") writeRecent(list);
    setRecent(list);
  }, [keyword, results.state]);

  const more = async () => {
    if (!api || loading) return;
    setLoading(true);
    setFailedMore(false);
    try {
      const next = await api.search({ query: { keyword, pageindex: page + 1, pagesize: SEARCH_PAGE_SIZE } });
      setHits((shown) => {
        const seen = new Set(shown.map((h) => h.id));
        const added = next.list.filter((h) => !seen.has(h.id)).map(toHitView);
        return [...shown, ...added];
      });
      setPage(page + 1);
      setHasMore(next.has_more);
    } catch {
      setFailedMore(true);
    } finally {
      setLoading(false);
    }
  };

  const words = (
    <>
      {recent.length > 0 && (
        <section className="search-words" aria-labelledby={`${ids}-recent`}>
          <div className="search-words__head">
            <h2 id={`${ids}-recent`} className="search-words__title">
              {t("search.recent")}
            </h2>
            <button
              type="button"
              className="search-words__clear"
              onClick={() => {
                writeRecent([]);
                setRecent([]);
              }}
            >
              {t("search.clear")}
            </button>
          </div>
          <ul className="search-words__list">
            {recent.map((word) => (
              <li key={word} className="search-chip search-chip--recent">
                <Link
                  to={`${path("/search")}?keyword=${encodeURIComponent(word)}`}
                  className="search-chip__link"
                >
                  {word}
                </Link>
                <button
                  type="button"
                  className="search-chip__remove"
                  aria-label={t("search.remove", { word })}
                  onClick={() => {
                    const next = recent.filter((w) => w !== word);
                    writeRecent(next);
                    setRecent(next);
                  }}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {hot.length > 0 && (
        <section className="search-words" aria-labelledby={`${ids}-hot`}>
          <h2 id={`${ids}-hot`} className="search-words__title">
            {t("search.hot")}
          </h2>
          <ol className="search-words__list search-words__list--hot">
            {hot.map((word, i) => (
              <li key={word} className="search-chip">
                <Link
                  to={`${path("/search")}?keyword=${encodeURIComponent(word)}`}
                  className="search-chip__link"
                >
                  <span className={`search-chip__rank${i < 3 ? " search-chip__rank--top" : ""}`}>
                    {i + 1}
                  </span>
                  {word}
                </Link>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );

  return (
    <>
      <ScreenStyle stylesheet={stylesheet} />
      <div className="page page--search">
        <SiteHeader />
        <main className="search">
          <h1 className="visually-hidden">
            {keyword ? t("search.titleFor", { keyword }) : t("search.title")}
          </h1>
          <Form method="get" action={path("/search")} role="search" className="search-box">
            <label className="visually-hidden" htmlFor={`${ids}-q`}>
              {t("search.label")}
            </label>
            <svg className="search-box__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
              <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <input
              key={keyword}
              id={`${ids}-q`}
              className="search-box__input"
              type="search"
              name="keyword"
              enterKeyHint="search"
              autoComplete="off"
              placeholder={t("search.placeholder")}
              defaultValue={keyword}
              maxLength={SEARCH_QUERY_MAX * 2}
              required
            />
            <button type="submit" className="search-box__submit">
              {t("search.submit")}
            </button>
          </Form>
          {results.state === "empty" && words}
          {results.state === "too-long" && (
            <p className="search-note">{t("search.tooLong", { n: SEARCH_QUERY_MAX })}</p>
          )}
          {results.state === "failed" && (
            <p className="search-note" role="alert">
              {t("search.failed")}
            </p>
          )}
          {results.state === "found" && results.sections.length > 0 && (
            <section className="search-sections" aria-labelledby={`${ids}-sections`}>
              <h2 id={`${ids}-sections`} className="search-results__count">
                {t("search.sections")}
              </h2>
              <div className="search-results__list">
                {results.sections.map((hit) => (
                  <ContentCard
                    key={`${hit.type}-${hit.id}`}
                    item={hit}
                    titleNode={<Marked text={hit.title} marks={hit.marks} />}
                    excerptNode={
                      hit.excerpt ? <Marked text={hit.excerpt.text} marks={hit.excerpt.ranges} /> : undefined
                    }
                  />
                ))}
              </div>
            </section>
          )}
          {results.state === "found" && hits.length === 0 && results.sections.length === 0 && (
            <>
              <div className="search-none">
                <p className="search-none__title">{t("search.none", { keyword })}</p>
                <p className="search-none__hint">{t("search.noneHint")}</p>
              </div>
              {words}
            </>
          )}
          {results.state === "found" && hits.length > 0 && (
            <section className="search-results" aria-labelledby={`${ids}-count`}>
              <h2 id={`${ids}-count`} className="search-results__count">
                {t("search.count", { n: f.count(results.total) })}
              </h2>
              <div className="search-results__list">
                {hits.map((hit) => (
                  <ContentCard
                    key={hit.id}
                    item={hit}
                    titleNode={<Marked text={hit.title} marks={hit.marks} />}
                    excerptNode={
                      hit.excerpt ? <Marked text={hit.excerpt.text} marks={hit.excerpt.ranges} /> : undefined
                    }
                  />
                ))}
              </div>
              {hasMore ? (
                <button type="button" className="search-results__more" onClick={more} aria-busy={loading}>
                  {loading ? t("search.loading") : t("search.more")}
                </button>
              ) : (
                <p className="search-results__end">{t("search.end")}</p>
              )}
              {failedMore && (
                <p className="search-note" role="alert">
                  {t("search.failed")}
                </p>
              )}
            </section>
          )}
        </main>
        <SiteFooter />
      </div>
    </>
  );
}
