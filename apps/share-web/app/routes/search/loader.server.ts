import { SEARCH_QUERY_MAX, searchKeywordOf } from "@davmu/contract";
import { redirect } from "react-router";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { siteShareMeta } from "../../components/share/site-share-meta.server.ts";
import { getHotWords, getSearchPage } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { splatSegments } from "../../platform/routing/splat.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { SEARCH_PAGE_SIZE, type SearchResults, toHitView } from "./search-results.ts";

/**
 * A search (`?keyword=`): the first page of hits, server-rendered so a plain form works without
 * scripts and a shared search link shows its results; the hot words always. The same page for
 * everyone who asks the same words (no visitor's own data: recent searches are the browser's).
 */
export async function loadSearch({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  // `/search/{index?}`: an index page changes nothing; more is the 404 page.
  if (!splatSegments(params, 1)) throw redirect(localePath(locale, "/404"));
  const t = translator(locale);
  // A pasted tab or line break is a space, a control character nothing (the service refuses those).
  const keyword = searchKeywordOf(url.searchParams.get("keyword") ?? "");
  const [site, hot] = await Promise.all([
    pageShareSite(pathname),
    getHotWords().then(
      (h) => h.list.map((w) => w.word),
      () => [] as string[],
    ),
  ]);
  let results: SearchResults = { state: "empty" };
  if ([...keyword].length > SEARCH_QUERY_MAX) results = { state: "too-long" };
  else if (keyword) {
    results = await getSearchPage(keyword, 1, SEARCH_PAGE_SIZE).then(
      (page): SearchResults => ({
        state: "found",
        total: page.total,
        hasMore: page.has_more,
        hits: page.list.map(toHitView),
        sections: page.sections.map(toHitView),
      }),
      (): SearchResults => ({ state: "failed" }),
    );
  }
  return {
    keyword,
    hot,
    results,
    meta: siteShareMeta(site, {
      title: keyword ? t("search.titleFor", { keyword }) : t("search.title"),
      description: t("search.description"),
      url: absoluteUrl(getServerConfig().DAVMU_WAP_HOST, pathname),
      language: locale.iso,
      noindex: true,
    }),
  };
}
