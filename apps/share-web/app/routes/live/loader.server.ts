import { mediaSrcSet } from "@davmu/contract/client";
import { redirect } from "react-router";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import { loadItemPlace } from "../../components/place/place.server.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { getLiveInfo } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { LIVE_COVER_SIZES, statusKey } from "./live-status.ts";
import { liveShareMeta } from "./share-meta.server.ts";

/**
 * A live room (spec §2 `/{actor}/local_live/...`): its detail, the same for everyone. What changes
 * while it runs (status, counts, the live blog's posts) the page polls after hydration, and the
 * status it starts from it recomputes by the clock, so a page from a cache is never stale for long.
 */
export async function loadLive({ params, request, context }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const postId = resolvePostId(params);
  if (ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  if (!postId) throw routeError(404);
  // Where the room is broadcast from: never fails the page (place.server.ts).
  const place = loadItemPlace(postId);
  const live = await getLiveInfo(postId).catch(toRouteError);
  const canonical = absoluteUrl(
    getServerConfig().DAVMU_WAP_HOST,
    localePath(locale, contentHref(live.content)),
  );
  const cover = live.content.cover;
  const t = translator(locale);
  const share = liveShareMeta(live, {
    site: await pageShareSite(pathname),
    canonical,
    language: locale.iso,
    statusLabel: t(`live.card.${statusKey(live.status)}`),
    preloadImage: cover && {
      url: cover.url,
      srcSet: mediaSrcSet(cover.url, cover.widths, cover.width) || undefined,
      sizes: LIVE_COVER_SIZES,
    },
  });
  return {
    live,
    meta: share.meta,
    wechat: share.wechat,
    // Awaited for the page's HTML; for a client navigation deferred, the place before its weather.
    ...(await deferredData(context, { place: place.place, weather: place.weather })),
  };
}
