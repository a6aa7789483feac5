import type { OpenAppConfig } from "../../platform/config.server.ts";
import { BASENAME } from "../../platform/seo.ts";

/** The site path of the app page, before the locale prefix. */
export const APP_PAGE_PATH = "/app";

/**
 * Where "立即前往" leads: the download page a deployment configured, else the site's own app page
 * (`sitePath` is that page in the visitor's locale, `origin` the page's own), which always exists.
 * An absolute address either way: Chrome's intent link carries it as its fallback.
 */
export function downloadPage(
  config: OpenAppConfig,
  origin: string,
  sitePath: string,
): { url: string; internal: string | null } {
  if (config.downloadUrl) return { url: config.downloadUrl, internal: null };
  return { url: new URL(`${BASENAME}${sitePath}`, origin).href, internal: sitePath };
}
