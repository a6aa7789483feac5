import { qrCodeSvg } from "../../components/pc/qr-code.server.ts";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { siteShareMeta } from "../../components/share/site-share-meta.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import { sitePageUrl } from "../../platform/site-page-url.ts";
import type { Route } from "./+types/route";

/**
 * Spec §1-2: the desktop layout. The `url` query is shown only when it is one of the site's own
 * pages; anything else shows the home page, so this page never frames or encodes another site.
 */
export async function loadPc({ request }: Route.LoaderArgs) {
  const wapHost = getServerConfig().DAVMU_WAP_HOST;
  const url = new URL(request.url);
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const target =
    sitePageUrl(url.searchParams.get("url"), wapHost) ?? absoluteUrl(wapHost, localePath(locale, "/"));
  const [qrSvg, site] = await Promise.all([qrCodeSvg(target), pageShareSite(pathname)]);
  const meta = siteShareMeta(site, {
    title: translator(locale)("platform.pc.title"),
    language: locale.iso,
    // The PC page only frames pages that have their own address: it is not a page to index.
    noindex: true,
  });
  return { target, qrSvg, meta };
}
