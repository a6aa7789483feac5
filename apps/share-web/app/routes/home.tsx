import { mediaSrcSet, PublicIdSchema } from "@davmu/contract";
import { toCardView } from "../features/content/card-view.ts";
import { CARD_COVER_SIZES } from "../features/content/content-card.tsx";
import { ChannelTabs } from "../features/home/channel-tabs.tsx";
import { ContentFeed } from "../features/home/content-feed.tsx";
import { HotList } from "../features/home/hot-list.tsx";
import { shareSite } from "../features/share/route-share.ts";
import { siteShareMeta } from "../features/share/site-share-meta.ts";
import { SiteFooter } from "../features/site/site-footer.tsx";
import { SiteHeader } from "../features/site/site-header.tsx";
import { getContentPage, getGroups, getHot72 } from "../platform/api.server.ts";
import { getServerConfig } from "../platform/config.server.ts";
import { localeFromPath } from "../platform/i18n/locales.ts";
import { rootRedirect } from "../platform/root-redirect.server.ts";
import { publicPageCache, routeError, toRouteError } from "../platform/route-errors.server.ts";
import { absoluteUrl } from "../platform/seo.ts";
import type { RootData } from "../platform/use-root-data.ts";
import type { Route } from "./+types/home";

export const HOME_PAGE_SIZE = 10;
const HOT_SIZE = 5;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const cover = loaderData?.page.list[0]?.cover;
  return siteShareMeta(shareSite(matches[0]?.data as RootData | undefined, location.pathname), {
    url: loaderData ? absoluteUrl(loaderData.origin, location.pathname) : undefined,
    language: localeFromPath(location.pathname).iso,
    // The first card is large: its cover is the first screen's largest paint.
    preloadImage: cover && {
      url: cover.url,
      srcSet: mediaSrcSet(cover.url, cover.widths, cover.width) || undefined,
      sizes: CARD_COVER_SIZES.large,
    },
  });
}

export function headers() {
  return { "Cache-Control": publicPageCache(60, 60) };
}

export async function loader({ request }: Route.LoaderArgs) {
  const redirectRoot = rootRedirect(getServerConfig(), request.url);
  if (redirectRoot) throw redirectRoot;
  const gidParam = new URL(request.url).searchParams.get("gid");
  if (gidParam !== null && !PublicIdSchema.safeParse(gidParam).success) throw routeError(404);
  const gid = gidParam ?? undefined;
  // The hot list is awaited with the feed, not streamed after it: it sits inside the first screens of
  // the feed, and streaming it in pushed the cards below it down (a layout shift on every visit).
  // Its failure never fails the page.
  const [groups, page, hot] = await Promise.all([
    getGroups(),
    getContentPage({ gid, pageindex: 1, pagesize: HOME_PAGE_SIZE }),
    gid
      ? null
      : getHot72(HOT_SIZE).then(
          (r) => r.list.map(toCardView),
          () => [],
        ),
  ]).catch(toRouteError);
  const { list, pageindex, pagesize, has_more } = page;
  return {
    groups: groups.list,
    page: { list: list.map(toCardView), pageindex, pagesize, has_more },
    gid,
    hot,
    origin: getServerConfig().DAVMU_WAP_HOST,
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { groups, page, gid, hot } = loaderData;
  return (
    <div className="page page--home">
      <SiteHeader />
      <ChannelTabs groups={groups} active={gid} />
      <main className="home">
        <ContentFeed key={gid ?? "all"} first={page} gid={gid} insert={hot && <HotList items={hot} />} />
      </main>
      <SiteFooter />
    </div>
  );
}
