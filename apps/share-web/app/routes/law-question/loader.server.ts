import { LAW_ANSWER_SORTS, type LawAnswerSort } from "@davmu/contract";
import { redirect } from "react-router";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { serverApi } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { lawShareMeta } from "./share-meta.server.ts";

/** Answers the page holds at first, and each "more" adds. */
export const LAW_ANSWER_PAGE_SIZE = 3;

const sortOf = (value: string | null): LawAnswerSort =>
  (LAW_ANSWER_SORTS as readonly string[]).includes(value ?? "") ? (value as LawAnswerSort) : "likes";

/**
 * A shared legal question (spec §2 `/fazak/problemShare/{index}`, docs/decisions/0066): the
 * question and the first answers, the accepted one first; more come through the answer-list call
 * once the page is hydrated. `?sort=time` orders the rest newest first.
 */
export async function loadLawQuestion({ params, request }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  if (ids().decode(params.index) === null) throw redirect(localePath(locale, "/404"));
  const id = params.index;
  const sort = sortOf(new URL(request.url).searchParams.get("sort"));
  const [question, answers, site] = await Promise.all([
    serverApi().lawQuestion({ query: { id } }),
    serverApi().lawAnswerList({ query: { id, pageindex: 1, pagesize: LAW_ANSWER_PAGE_SIZE, sort } }),
    pageShareSite(pathname),
  ]).catch(toRouteError);
  const t = translator(locale);
  const canonical = absoluteUrl(
    getServerConfig().DAVMU_WAP_HOST,
    localePath(locale, `/fazak/problemShare/${id}`),
  );
  const share = lawShareMeta(question, answers.list, {
    site,
    canonical,
    language: locale.iso,
    categoryLabel: t(`law.category.${question.category}`),
  });
  return { question, answers, sort, meta: share.meta, wechat: share.wechat };
}
