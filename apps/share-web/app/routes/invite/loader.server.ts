import { normaliseInviteCode } from "@davmu/contract";
import { pageShareSite, sitePathname } from "../../components/share/page-share.server.ts";
import { siteShareMeta } from "../../components/share/site-share-meta.server.ts";
import { getServerConfig } from "../../platform/config.server.ts";
import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { routeError } from "../../platform/route-errors.server.ts";
import { splatSegments } from "../../platform/routing/splat.ts";
import { absoluteUrl } from "../../platform/seo.ts";
import type { Route } from "./+types/route";

/**
 * The invitation page (docs/decisions/0054): the code from the path, checked for its form only (a
 * malformed one is the 404 page). Who invites is fetched by the browser: the page stays the same
 * for everyone and holds no user's name, and looking codes up stays limited per visitor.
 */
export async function loadInvite({ params, request }: Route.LoaderArgs) {
  const pathname = sitePathname(request.url);
  const locale = localeFromPath(pathname);
  const t = translator(locale);
  // `/invite/{code?}/{index?}`; more than that is the 404 page.
  const segments = splatSegments(params, 2);
  if (!segments) throw routeError(404);
  const [given] = segments;
  let code: string | null = null;
  if (given !== undefined) {
    code = normaliseInviteCode(given);
    if (!code) throw routeError(404);
  }
  const site = await pageShareSite(pathname);
  const canonical = localePath(locale, code ? `/invite/${code}` : "/invite");
  return {
    code,
    meta: siteShareMeta(site, {
      title: t("invite.title", { site: site.siteName }),
      description: t("invite.description", { site: site.siteName }),
      url: absoluteUrl(getServerConfig().DAVMU_WAP_HOST, canonical),
      language: locale.iso,
      noindex: true,
    }),
  };
}
