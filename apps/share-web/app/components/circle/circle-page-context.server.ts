import { redirect } from "react-router";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { ids } from "../../platform/ids.server.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import { pageShareSite, sitePathname } from "../share/page-share.server.ts";

/**
 * What a community screen's loader starts from: the id checked (one that does not decode is the
 * 404 page, spec §5), the locale, the site as a share shows it and the page's canonical address.
 */
export async function circlePageContext(request: Request, id: string | undefined, section: string) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  if (!id || ids().decode(id) === null) throw redirect(localePath(locale, "/404"));
  const host = getServerConfig().DAVMU_WAP_HOST;
  const siteUrl = (path: string) => absoluteUrl(host, localePath(locale, path));
  return {
    id,
    locale,
    t: translator(locale),
    ctx: {
      site: await pageShareSite(pathname),
      canonical: siteUrl(`/dimim/${section}/${id}`),
      language: locale.iso,
      siteUrl,
    },
  };
}
