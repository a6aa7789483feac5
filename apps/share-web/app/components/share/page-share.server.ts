import { registerAllMessages } from "../../platform/i18n/all-messages.server.ts";
import { BASENAME } from "../../platform/seo.ts";
import { shareSite } from "../../platform/share/route-share.ts";
import { getSiteData } from "../../platform/site.server.ts";
import type { ShareSite } from "./share-meta.ts";

/** The page's path inside the site, as the router's location has it ("/", "/en", "/mp/doc/…"). */
export function sitePathname(requestUrl: string): string {
  const { pathname } = new URL(requestUrl);
  return pathname.startsWith(BASENAME) ? pathname.slice(BASENAME.length) || "/" : pathname;
}

/**
 * For a loader: the site as the shares of the page at `pathname` show it. Screens compute their
 * head tags in their loaders, where the site's data is at hand, and the browser takes them from the
 * loader data rather than computing them again (docs/decisions/0040).
 */
export async function pageShareSite(pathname: string): Promise<ShareSite> {
  registerAllMessages();
  return shareSite(await getSiteData(), pathname);
}
