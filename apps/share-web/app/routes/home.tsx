import { PublicIdSchema } from "@davmu/contract";
import { toCardView } from "../features/content/card-view.ts";
import { ChannelTabs } from "../features/home/channel-tabs.tsx";
import { ContentFeed } from "../features/home/content-feed.tsx";
import { HotList } from "../features/home/hot-list.tsx";
import { SiteHeader } from "../features/site/site-header.tsx";
import { getContentPage, getGroups, getHot72 } from "../platform/api.server.ts";
import { getServerConfig } from "../platform/config.server.ts";
import { localeFromPath, translator } from "../platform/i18n/locales.ts";
import { useI18n } from "../platform/i18n/use-i18n.ts";
import { rootRedirect } from "../platform/root-redirect.server.ts";
import { publicPageCache, routeError, toRouteError } from "../platform/route-errors.server.ts";
import { absoluteUrl, pageMeta } from "../platform/seo.ts";
import { useRootData } from "../platform/use-root-data.ts";
import type { Route } from "./+types/home";

export const HOME_PAGE_SIZE = 10;
const HOT_SIZE = 5;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const t = translator(localeFromPath(location.pathname));
  const site = (matches[0]?.data as { site?: { siteName: string | null; description: string | null } })?.site;
  const siteName = site?.siteName ?? t("site.defaultTitle");
  return pageMeta({
    title: siteName,
    siteName,
    description: site?.description ?? t("site.defaultDescription"),
    url: loaderData ? absoluteUrl(loaderData.origin, location.pathname) : undefined,
    preloadImage: loaderData?.page.list[0]?.cover?.url,
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
  const { t, contentLang } = useI18n();
  const siteName = useRootData()?.site.siteName;
  const channel = groups.find((g) => g.id === gid);
  return (
    <div className="page page--home">
      <SiteHeader />
      <ChannelTabs groups={groups} active={gid} />
      <main className="home">
        {/* The header shows the site's name and the tabs the channel: their headings are for outlines. */}
        <h1 className="visually-hidden" lang={siteName ? contentLang : undefined}>
          {siteName ?? t("site.defaultTitle")}
        </h1>
        <ContentFeed
          key={gid ?? "all"}
          first={page}
          gid={gid}
          heading={
            <span lang={channel ? contentLang : undefined}>{channel?.name ?? t("home.tabs.all")}</span>
          }
          insert={hot && <HotList items={hot} />}
        />
      </main>
    </div>
  );
}
