import { DEFAULT_THEME_COLOR, type Image, parseAppInfo } from "@davmu/contract";
import { getAppInfo, getH5Config } from "./api.server.ts";
import { memoize } from "./memo.server.ts";

/** What every page shows of the site itself: from site config (h5_config) and app info. */
export type SiteData = {
  siteName: string | null;
  description: string | null;
  keywords: string | null;
  logo: string | null;
  /** Smaller widths the logo is served at (`?w=`). */
  logoWidths: number[] | null;
  themeColor: string;
  /** The app's own name and slogan (app info), for the app page. */
  appName: string | null;
  slogan: string | null;
  /** The footer's copyright line and ICP filing number; null for none. */
  copyright: string | null;
  icp: string | null;
  /** The share card's picture for pages without one of their own. */
  shareImage: Image | null;
};

const NO_SITE: SiteData = {
  siteName: null,
  description: null,
  keywords: null,
  logo: null,
  logoWidths: null,
  themeColor: DEFAULT_THEME_COLOR,
  appName: null,
  slogan: null,
  copyright: null,
  icp: null,
  shareImage: null,
};

const SITE_TTL_MS = 60_000;

const loadSite = memoize(SITE_TTL_MS, async (): Promise<SiteData> => {
  const [h5, app] = await Promise.all([getH5Config(), getAppInfo()]);
  const appInfo = parseAppInfo(app.app_info);
  return {
    siteName: h5.site_name || null,
    description: h5.descriptions || null,
    keywords: h5.keywords || null,
    logo: h5.site_logo || appInfo?.logo || null,
    logoWidths: (h5.site_logo ? h5.site_logo_widths : appInfo?.logo_widths) ?? null,
    themeColor: appInfo?.primaryColor ?? DEFAULT_THEME_COLOR,
    appName: appInfo?.app_name || null,
    slogan: appInfo?.slogan || null,
    copyright: h5.copyright || null,
    icp: h5.icp || null,
    shareImage: h5.share_image,
  };
});

/** Site data, or the defaults when the content service cannot say: a page never fails for it. */
export async function getSiteData(): Promise<SiteData> {
  try {
    return await loadSite();
  } catch {
    return NO_SITE;
  }
}
