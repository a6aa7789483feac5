import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { json, kept } from "../../platform/data/kept.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { rememberSearch } from "./highlight.ts";

/** The visitor's recent searches, kept in the browser (theirs only: never sent anywhere). */
const recentSearches = kept<string[]>(
  "local",
  "davmu.recent-searches",
  json((list) =>
    Array.isArray(list) ? list.filter((w): w is string => typeof w === "string").slice(0, 10) : null,
  ),
);

/**
 * The visitor's recent searches, read after hydration, with `found` (a search that found anything)
 * added to them; `keep` sets the list (a word removed, all cleared).
 */
export function useRecentSearches(found: string | null) {
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => {
    const list = found ? rememberSearch(recentSearches.read() ?? [], found) : (recentSearches.read() ?? []);
    if (found) recentSearches.write(list);
    setRecent(list);
  }, [found]);
  const keep = (list: string[]) => {
    recentSearches.write(list.length ? list : null);
    setRecent(list);
  };
  return { recent, keep };
}

/** The words to search for when there are no results to show: the recent searches and the hot words. */
export function SearchWords({
  hot,
  recent,
  keep,
}: {
  hot: string[];
  recent: string[];
  keep: (list: string[]) => void;
}) {
  const { t, path } = useI18n();
  const ids = useId();
  return (
    <>
      {recent.length > 0 && (
        <section className="search-words" aria-labelledby={`${ids}-recent`}>
          <div className="search-words__head">
            <h2 id={`${ids}-recent`} className="search-words__title">
              {t("search.recent")}
            </h2>
            <button type="button" className="search-words__clear" onClick={() => keep([])}>
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
                  onClick={() => keep(recent.filter((w) => w !== word))}
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
}
