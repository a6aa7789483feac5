import { mediaSrcSet } from "@davmu/contract/client";
import { redirect } from "react-router";
import { contentHref, resolvePostId } from "../../components/content/content-href.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { type ClipPage, toClipView } from "../../components/svideo/clip-view.ts";
import { FEED_PAGE_SIZE } from "../../components/svideo/feed-window.ts";
import { CLIP_POSTER_SIZES } from "../../components/svideo/svideo-slide.tsx";
import { getContentDetail, getContentPage } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { deferredData } from "../../platform/deferred-order.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import { videoShareMeta } from "../video/share-meta.server.ts";
import type { Route } from "./+types/route";

/**
 * A short video: the shared clip awaited for the first paint (its poster is the page's largest
 * picture); the feed's first page of more short videos deferred, never failing the page.
 */
export async function loadShortVideo({ params, request, context }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const postId = resolvePostId(params);
  if (ids().decode(postId) === null) throw redirect(localePath(locale, "/404"));
  if (!postId) throw routeError(404);
  const item = await getContentDetail(postId, params.actor === "mp" ? "mp" : "normal").catch(toRouteError);
  if (item.type !== "svideo") throw routeError(404);
  const media = item.media?.kind === "video" ? item.media : null;
  // The list of short videos carries each clip's files (docs/decisions/0045).
  const more: Promise<ClipPage | null> = getContentPage({
    type: "svideo",
    pageindex: 1,
    pagesize: FEED_PAGE_SIZE,
  }).then(
    (page) => ({ clips: page.list.map(toClipView), pageindex: page.pageindex, hasMore: page.has_more }),
    () => null,
  );
  const clip = toClipView(item);
  const canonical = absoluteUrl(getServerConfig().DAVMU_WAP_HOST, localePath(locale, contentHref(item)));
  const share = videoShareMeta(
    { ...item, media },
    {
      site: await pageShareSite(pathname),
      canonical,
      language: locale.iso,
      preloadImage: clip.poster && {
        url: clip.poster.url,
        srcSet: mediaSrcSet(clip.poster.url, clip.poster.widths, clip.poster.width) || undefined,
        sizes: CLIP_POSTER_SIZES,
      },
    },
  );
  return { clip, ...(await deferredData(context, { more })), meta: share.meta, wechat: share.wechat };
}
