import { type FormDetail, mediaSrcSet } from "@davmu/contract/client";
import { redirect } from "react-router";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { siteShareMeta } from "../../components/share/site-share-meta.server.ts";
import { serverApi } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { splatSegments } from "../../platform/routing/splat.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { ACTIVITY_BANNER_SIZES } from "./activity-time.ts";
import { activityShareMeta } from "./share-meta.server.ts";

/**
 * An activity (spec §2 `/activity/{post_id?}`, docs/decisions/0070): its page and form's fields,
 * the same for everyone. The visitor's own entry is asked for by the browser, with their token.
 * Without an id: every activity, open ones first.
 */
export async function loadActivity({ params, request }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const t = translator(locale);
  const host = getServerConfig().DAVMU_WAP_HOST;
  const site = await pageShareSite(pathname);
  // `/activity/{post_id?}/{index?}`; more than that is the 404 page.
  const segments = splatSegments(params, 2);
  if (!segments) throw redirect(localePath(locale, "/404"));
  const [postId] = segments;
  if (postId === undefined) {
    const { list } = await serverApi().formList().catch(toRouteError);
    const canonical = absoluteUrl(host, localePath(locale, "/activity"));
    const title = t("activity.listTitle");
    const desc = t("activity.listLead");
    return {
      view: "list" as const,
      list,
      meta: siteShareMeta(site, { title, description: desc, url: canonical, language: locale.iso }),
      wechat: { title, desc, link: canonical, imgUrl: site.logo ?? "" },
    };
  }
  if (ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  const activity: FormDetail = await serverApi()
    .formDetail({ query: { id: postId } })
    .catch(toRouteError);
  const canonical = absoluteUrl(host, localePath(locale, `/activity/${activity.id}`));
  const banner = activity.banner;
  const share = activityShareMeta(activity, {
    site,
    canonical,
    language: locale.iso,
    stateLabel: t(`activity.card.${activity.state}`),
    preloadImage: banner && {
      url: banner.url,
      srcSet: mediaSrcSet(banner.url, banner.widths, banner.width) || undefined,
      sizes: ACTIVITY_BANNER_SIZES,
    },
  });
  return { view: "activity" as const, activity, meta: share.meta, wechat: share.wechat };
}
