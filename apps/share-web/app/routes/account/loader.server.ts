import { CONTENT_TYPES, type ContentType, type MpInfo } from "@davmu/contract";
import { redirect } from "react-router";
import { toCardView } from "../../components/content/card-view.ts";
import { pageOf } from "../../components/content/paged-cards.tsx";
import { feedLink } from "../../components/reach/reach-paths.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { clampText, jsonLdMeta, pickShareImage } from "../../components/share/share-meta.ts";
import { getMpFollowList, getMpInfo } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { splatSegments } from "../../platform/routing/splat.ts";
import { absoluteUrl, cardImage, pageMeta } from "../../platform/seo.ts";
import type { Route } from "./+types/route";

/** Items a page of the account's list holds. */
export const ACCOUNT_PAGE_SIZE = 6;
const SUGGESTED_SIZE = 8;

/** The type a `?type=` asks for, when it is one. */
function typeOf(value: string | null): ContentType | undefined {
  return CONTENT_TYPES.find((t) => t === value);
}

/**
 * A media account's page (spec §2 `/{actor}/user/{user_id}`, docs/decisions/0055): the account and
 * a page of its items (`?type=` one type, `?page=` a later page: what "load more" fetches), awaited;
 * the accounts to follow deferred. The same for everyone: whether the visitor follows is asked by
 * the browser.
 */
export async function loadAccount({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const t = translator(locale);
  const id = params.user_id ?? "";
  // `/{actor}/user/{user_id}/{index?}`: an index page changes nothing; more is the 404 page.
  if (ids().decode(id) === null || !splatSegments(params, 1)) throw redirect(localePath(locale, "/404"));
  const type = typeOf(url.searchParams.get("type"));
  const page = pageOf(url.searchParams.get("page"));
  const info: MpInfo = await getMpInfo(id, { type, pageindex: page, pagesize: ACCOUNT_PAGE_SIZE }).catch(
    toRouteError,
  );
  const suggested = getMpFollowList(id, SUGGESTED_SIZE).then(
    (l) => l.list,
    () => null,
  );
  const site = await pageShareSite(pathname);
  const { mp } = info;
  const canonical = absoluteUrl(getServerConfig().DAVMU_WAP_HOST, localePath(locale, `/mp/user/${mp.id}`));
  const description = clampText(
    mp.description ? t("account.description", { name: mp.name, description: mp.description }) : mp.name,
    200,
  );
  const picked = pickShareImage({ url: mp.avatar }, site.shareImage);
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: canonical,
    mainEntity: {
      "@type": "Organization",
      name: mp.name,
      description: mp.description,
      logo: mp.avatar,
      interactionStatistic: {
        "@type": "InteractionCounter",
        interactionType: { "@type": "FollowAction" },
        userInteractionCount: mp.follower_count,
      },
    },
    inLanguage: locale.iso,
  };
  return {
    mp,
    typeCounts: info.type_counts,
    type: type ?? null,
    list: info.list.map(toCardView),
    page: info.pageindex,
    total: info.total,
    hasMore: info.has_more,
    ...(await deferredData(context, { suggested })),
    meta: [
      ...pageMeta({
        title: mp.name,
        siteName: site.siteName,
        description,
        url: canonical,
        ...cardImage(picked, mp.name),
        locale: locale.iso,
        type: "profile",
      }),
      jsonLdMeta(jsonLd),
      // Its Atom feed, for a feed reader to find from the page.
      feedLink(getServerConfig().DAVMU_WAP_HOST, "mp", mp.id, mp.name),
    ],
    wechat: { title: mp.name, desc: description, link: canonical, imgUrl: mp.avatar },
  };
}
