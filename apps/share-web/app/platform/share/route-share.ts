import { useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { localeFromPath, translator } from "../i18n/locales.ts";
import { absoluteUrl } from "../seo.ts";
import type { SiteData } from "../site.server.ts";
import { useGlobalStore } from "../store.ts";
import type { RootData } from "../use-root-data.ts";
import type { ShareSite, WechatShareData } from "./share-card.ts";

/** The site as shares show it, with the locale's defaults where site config says nothing. */
export function shareSite(site: SiteData | undefined, pathname: string): ShareSite {
  const t = translator(localeFromPath(pathname));
  return {
    siteName: site?.siteName ?? t("site.defaultTitle"),
    description: site?.description ?? t("site.defaultDescription"),
    logo: site?.logo ?? null,
    shareImage: site?.shareImage ?? null,
  };
}

/** Loader data that names the page's own WeChat card (a content page's: its title, summary, picture). */
function wechatCardOf(data: unknown): WechatShareData | undefined {
  return (data as { wechat?: WechatShareData } | undefined)?.wechat;
}

/**
 * What a route's `handle` may say of its WeChat card: the link follows the address as the page
 * changes it without new loader data (an album page's playing episode is in its query).
 */
export type ShareHandle = { wechatLink?: (card: WechatShareData, search: string) => string };

/**
 * WeChat's share card for the current page: the one the deepest route's loader computed, else the
 * site's own card for the page's address.
 */
export function useWechatShareData(root: RootData | undefined): WechatShareData {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const override = useGlobalStore((s) => s.share_override);
  const found = [...matches]
    .reverse()
    .map((m) => {
      const own = wechatCardOf(m.loaderData);
      const link = (m.handle as ShareHandle | undefined)?.wechatLink;
      return own && link ? { ...own, link: link(own, search) } : own;
    })
    .find(Boolean);
  const card = found && override ? { ...found, ...override } : found;
  return useMemo(() => {
    if (card) return card;
    const site = shareSite(root?.site, pathname);
    return {
      title: site.siteName,
      desc: site.description,
      link: root ? absoluteUrl(root.config.wapHost, pathname) : "",
      imgUrl: site.shareImage?.url ?? site.logo ?? "",
    };
  }, [card, root, pathname]);
}
