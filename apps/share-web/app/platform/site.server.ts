import { DEFAULT_THEME_COLOR, parseAppInfo } from "@davmu/contract";
import { getAppInfo, getH5Config } from "./api.server.ts";
import { memoize } from "./memo.server.ts";

/** What every page shows of the site itself: from site config (h5_config) and app info. */
export type SiteData = {
  siteName: string | null;
  description: string | null;
  keywords: string | null;
  logo: string | null;
  themeColor: string;
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
    themeColor: appInfo?.primaryColor ?? DEFAULT_THEME_COLOR,
  };
});

/** Site data, or the defaults when the content service cannot say: a page never fails for it. */
export async function getSiteData(): Promise<SiteData> {
  try {
    return await loadSite();
  } catch {
    return { siteName: null, description: null, keywords: null, logo: null, themeColor: DEFAULT_THEME_COLOR };
  }
}
