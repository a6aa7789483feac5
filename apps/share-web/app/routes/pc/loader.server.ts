import { qrCodeSvg } from "../../components/pc/qr-code.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath } from "../../platform/i18n/locales.ts";
import { absoluteUrl, BASENAME } from "../../platform/seo.ts";
import { sitePageUrl } from "../../platform/site-page-url.ts";
import type { Route } from "./+types/route";

/**
 * Spec §1-2: the desktop layout. The `url` query is shown only when it is one of the site's own
 * pages; anything else shows the home page, so this page never frames or encodes another site.
 */
export async function loadPc({ request }: Route.LoaderArgs) {
  const wapHost = getServerConfig().DAVMU_WAP_HOST;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname.replace(BASENAME, ""));
  const target =
    sitePageUrl(url.searchParams.get("url"), wapHost) ?? absoluteUrl(wapHost, localePath(locale, "/"));
  return { target, qrSvg: await qrCodeSvg(target) };
}
