import { Suspense } from "react";
import { ChannelTabs } from "../../components/home/channel-tabs.tsx";
import { ContentFeed } from "../../components/home/content-feed.tsx";
import { siteScreen } from "../../components/site/site-screen.tsx";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { cachedHeaders } from "../../platform/route-errors.server.ts";
import { loaderMeta } from "../../platform/route-meta.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import type { Route } from "./+types/route";
import cssText from "./home.css?inline";
import cssHref from "./home.css?url";
import { loadHome } from "./loader.server.ts";

const screen = siteScreen("home", import.meta.env.SSR ? cssText : "", cssHref);

export const links = screen.links;

/** Below the first screen: hydrated once the page is idle (lazy-part.ts), as is the 发现 row. */
const HotList = lazyPart(
  () => import("../../components/home/hot-list.tsx").then((m) => m.HotList),
  "hot list",
  "after-load",
);

const DiscoverRow = lazyPart(
  () => import("../../components/home/discover-row.tsx").then((m) => m.DiscoverRow),
  "discover",
  "after-load",
);

export const meta = loaderMeta;

export const headers = cachedHeaders(60, 60);

export function loader(args: Route.LoaderArgs) {
  return loadHome(args);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { groups, page, gid, hot, discover } = loaderData;
  const { t, contentLang } = useI18n();
  const siteName = useRootData()?.site.siteName;
  const channel = groups.find((g) => g.id === gid);
  return (
    <screen.Page>
      <ChannelTabs groups={groups} active={gid} />
      <main className="home">
        {/* The header shows the site's name and the tabs the channel: these headings are for outlines. */}
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
          insert={
            <>
              {hot && (
                <Suspense fallback={null}>
                  <HotList items={hot} />
                </Suspense>
              )}
              {discover && (
                <Suspense fallback={null}>
                  <DiscoverRow discover={discover} />
                </Suspense>
              )}
            </>
          }
        />
      </main>
    </screen.Page>
  );
}
