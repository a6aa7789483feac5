import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { siteShareMeta } from "../../components/share/site-share-meta.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, translator } from "../../platform/i18n/locales.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import { getSiteData } from "../../platform/site.server.ts";
import type { Route } from "./+types/route";

/** The app's store addresses, each only when configured, and the page's head tags. */
export async function loadApp({ request }: Route.LoaderArgs) {
  const config = getServerConfig();
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const t = translator(locale);
  const [site, { appName, slogan }] = await Promise.all([pageShareSite(pathname), getSiteData()]);
  const name = appName ?? site.siteName;
  return {
    stores: {
      ios: config.DAVMU_APP_STORE_IOS_URL || null,
      android: config.DAVMU_APP_STORE_ANDROID_URL || null,
    },
    meta: siteShareMeta(site, {
      title: t("app.title", { name }),
      description: slogan ? t("app.description", { name, slogan }) : site.description,
      url: absoluteUrl(config.DAVMU_WAP_HOST, pathname),
      language: locale.iso,
    }),
  };
}
