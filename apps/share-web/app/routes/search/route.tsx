import { SEARCH_QUERY_MAX } from "@davmu/contract/client";
import { useId } from "react";
import { Form } from "react-router";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import type { Route } from "./+types/route";
import { loadSearch } from "./loader.server.ts";
import cssText from "./search.css?inline";
import cssHref from "./search.css?url";
import { HitCard, SearchHits } from "./search-hits.tsx";
import { SearchWords, useRecentSearches } from "./search-words.tsx";

const screen = siteScreen("search", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

export const meta = loaderMeta;

/** The same results for everyone who asks the same words. */
export const headers = cachedHeaders(60, 300);

export function loader(args: Route.LoaderArgs) {
  return loadSearch(args);
}

/**
 * Search (spec §2 `/search/{index}`, docs/decisions/0053): a search box that works as a plain GET
 * form, hot words, the visitor's recent searches kept in the browser, and results over every
 * content type with the words found marked, a page at a time.
 */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { keyword, hot, results } = loaderData;
  const { t, path } = useI18n();
  const ids = useId();
  const recent = useRecentSearches(keyword && results.state === "found" ? keyword : null);

  return (
    <screen.Page>
      <main className="search">
        <h1 className="visually-hidden">{keyword ? t("search.titleFor", { keyword }) : t("search.title")}</h1>
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
        {results.state === "empty" && <SearchWords hot={hot} {...recent} />}
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
                <HitCard key={`${hit.type}-${hit.id}`} hit={hit} />
              ))}
            </div>
          </section>
        )}
        {results.state === "found" && results.hits.length === 0 && results.sections.length === 0 && (
          <>
            <div className="search-none">
              <p className="search-none__title">{t("search.none", { keyword })}</p>
              <p className="search-none__hint">{t("search.noneHint")}</p>
            </div>
            <SearchWords hot={hot} {...recent} />
          </>
        )}
        {results.state === "found" && results.hits.length > 0 && (
          <SearchHits
            key={keyword}
            keyword={keyword}
            total={results.total}
            first={results.hits}
            hasMore={results.hasMore}
          />
        )}
      </main>
    </screen.Page>
  );
}
