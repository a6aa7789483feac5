import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { siteShareMeta } from "../../components/share/site-share-meta.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, translator } from "../../platform/i18n/locales.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";

/**
 * The login page's head: the same page for everyone (who is logged in is known only in the
 * browser), kept out of search engines.
 */
export async function loadAuth({ request }: Route.LoaderArgs) {
  const config = getServerConfig();
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const t = translator(locale);
  const site = await pageShareSite(pathname);
  return {
    meta: siteShareMeta(site, {
      title: t("auth.title"),
      description: t("auth.lead"),
      url: absoluteUrl(config.DAVMU_WAP_HOST, pathname),
      language: locale.iso,
      noindex: true,
    }),
  };
}
