import { useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { localeFromPath, translator } from "../../platform/i18n/locales.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { RootData } from "../../platform/use-root-data.ts";
import type { ShareMeta, ShareSite, WechatShareData } from "./share-meta.ts";

/**
 * What a content route exports as `handle.share`: its share meta from its loader data. The route's
 * `meta` and the browser's WeChat setup both call it, so the two can never disagree.
 */
export type ShareHandle<D> = {
  share: (data: D, root: RootData | undefined, pathname: string) => ShareMeta;
};

/** The site as shares show it, with the locale's defaults where site config says nothing. */
export function shareSite(root: RootData | undefined, pathname: string): ShareSite {
  const t = translator(localeFromPath(pathname));
  return {
    siteName: root?.site.siteName ?? t("site.defaultTitle"),
    description: root?.site.description ?? t("site.defaultDescription"),
    logo: root?.site.logo ?? null,
    shareImage: root?.site.shareImage ?? null,
  };
}

function isShareHandle(handle: unknown): handle is ShareHandle<unknown> {
  return typeof (handle as Partial<ShareHandle<unknown>> | undefined)?.share === "function";
}

/**
 * WeChat's share card for the current page: the deepest route's share meta, else the site's own
 * card for the page's address.
 */
export function useWechatShareData(root: RootData | undefined): WechatShareData {
  const matches = useMatches();
  const { pathname } = useLocation();
  const match = [...matches].reverse().find((m) => isShareHandle(m.handle) && m.loaderData !== undefined);
  return useMemo(() => {
    if (match && isShareHandle(match.handle))
      return match.handle.share(match.loaderData, root, pathname).wechat;
    const site = shareSite(root, pathname);
    return {
      title: site.siteName,
      desc: site.description,
      link: root ? absoluteUrl(root.config.wapHost, pathname) : "",
      imgUrl: site.shareImage?.url ?? site.logo ?? "",
    };
  }, [match, root, pathname]);
}
