import { PublicIdSchema } from "@davmu/contract";
import { mediaSrcSet } from "@davmu/contract/client";
import { toCardView } from "../../components/content/card-view.ts";
import { CARD_COVER_SIZES } from "../../components/content/content-card.tsx";
import { feedLink } from "../../components/reach/reach-paths.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { siteShareMeta } from "../../components/share/site-share-meta.server.ts";
import { getContentPage, getDiscover, getGroups, getHot72 } from "../../platform/api.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath } from "../../platform/i18n/locales.ts";
import { routeError, toRouteError } from "../../platform/route-errors.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import { rootRedirect } from "./root-redirect.server.ts";

export const HOME_PAGE_SIZE = 10;
const HOT_SIZE = 5;

/**
 * The first page of a channel (all channels without `gid`), its tabs, and on the "all" feed the
 * 72-hour hot list and the 发现 row.
 */
export async function loadHome({ request }: Route.LoaderArgs) {
  const redirectRoot = rootRedirect(getServerConfig(), request.url);
  if (redirectRoot) throw redirectRoot;
  // An empty `gid=` names no channel: the home page's "all" feed, as with no gid at all.
  const gidParam = new URL(request.url).searchParams.get("gid") || null;
  if (gidParam !== null && !PublicIdSchema.safeParse(gidParam).success) throw routeError(404);
  const gid = gidParam ?? undefined;
  // The hot list is awaited with the feed, not streamed after it: it sits inside the first screens of
  // the feed, and streaming it in pushed the cards below it down (a layout shift on every visit).
  // Its failure never fails the page.
  // So is the 发现 row, for the same reason.
  const [groups, page, hot, discover] = await Promise.all([
    getGroups(),
    getContentPage({ gid, pageindex: 1, pagesize: HOME_PAGE_SIZE }),
    gid
      ? null
      : getHot72(HOT_SIZE).then(
          (r) => r.list.map(toCardView),
          () => [],
        ),
    gid ? null : getDiscover().catch(() => null),
  ]).catch(toRouteError);
  const { list, pageindex, pagesize, has_more } = page;
  const pathname = sitePathname(request.url);
  // The first card is large: its cover is the first screen's largest paint.
  const cover = list[0]?.cover;
  const meta = siteShareMeta(await pageShareSite(pathname), {
    url: absoluteUrl(getServerConfig().DAVMU_WAP_HOST, pathname),
    language: localeFromPath(pathname).iso,
    preloadImage: cover && {
      url: cover.url,
      srcSet: mediaSrcSet(cover.url, cover.widths, cover.width) || undefined,
      sizes: CARD_COVER_SIZES.large,
    },
  });
  // A channel's page names its Atom feed, for a feed reader to find.
  const channel = gid ? groups.list.find((g) => g.id === gid && !g.section) : undefined;
  if (channel) meta.push(feedLink(getServerConfig().DAVMU_WAP_HOST, "channel", channel.id, channel.name));
  return {
    groups: groups.list,
    page: { list: list.map(toCardView), pageindex, pagesize, has_more },
    gid,
    hot,
    discover,
    meta,
  };
}
