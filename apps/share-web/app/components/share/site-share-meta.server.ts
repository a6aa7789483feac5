import type { MetaDescriptor } from "react-router";
import { cardImage, type PreloadImage, pageMeta } from "../../platform/seo.ts";
import { pickShareImage, type ShareSite } from "./share-meta.ts";

type SitePageInput = {
  /** The page's own title; the site's name when it has none. */
  title?: string;
  description?: string;
  /** Absolute canonical URL. */
  url?: string;
  /** ISO language code of the page (zh-CN, en-US). */
  language: string;
  preloadImage?: PreloadImage | null;
  noindex?: boolean;
};

/**
 * The card of a page that is about the site rather than one item (home, app page, PC page): the
 * site's share picture (large enough for chat apps to draw the large card), its size and the page's
 * Open Graph locale, so a scraper never falls back to a 28 px logo or to the page's `lang`.
 */
export function siteShareMeta(site: ShareSite, input: SitePageInput): MetaDescriptor[] {
  const picked = pickShareImage(site.shareImage, site.logo ? { url: site.logo } : null);
  return pageMeta({
    title: input.title ?? site.siteName,
    siteName: site.siteName,
    description: input.description ?? site.description,
    url: input.url,
    ...cardImage(picked, site.siteName),
    locale: input.language,
    preloadImage: input.preloadImage,
    noindex: input.noindex,
  });
}
