import { ChannelTabs } from "../../components/home/channel-tabs.tsx";
import { ContentFeed } from "../../components/home/content-feed.tsx";
import { HotList } from "../../components/home/hot-list.tsx";
import { SiteHeader } from "../../components/site/site-header.tsx";
import { localeFromPath, translator } from "../../platform/i18n/locales.ts";
import { ScreenStyle, type ScreenStylesheet, screenStyleLinks } from "../../platform/inline-stylesheet.tsx";
import { publicPageCache } from "../../platform/route-errors.server.ts";
import { absoluteUrl, pageMeta } from "../../platform/seo.ts";
import type { Route } from "./+types/route";
import cssText from "./home.css?inline";
import cssHref from "./home.css?url";
import { loadHome } from "./loader.server.ts";

const stylesheet: ScreenStylesheet = {
  id: "css-home",
  text: import.meta.env.SSR ? cssText : "",
  href: cssHref,
};

export const links = screenStyleLinks(stylesheet);

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

export function loader(args: Route.LoaderArgs) {
  return loadHome(args);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { groups, page, gid, hot } = loaderData;
  return (
    <>
      <ScreenStyle stylesheet={stylesheet} />
      <div className="page page--home">
        <SiteHeader />
        <ChannelTabs groups={groups} active={gid} />
        <main className="home">
          <ContentFeed key={gid ?? "all"} first={page} gid={gid} insert={hot && <HotList items={hot} />} />
        </main>
      </div>
    </>
  );
}
