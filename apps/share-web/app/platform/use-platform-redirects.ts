import { useDesktopRedirect } from "./desktop-redirect.ts";
import { useLocaleCookieRedirect } from "./i18n/use-locale-cookie-redirect.ts";
import { useRootData } from "./use-root-data.ts";

/** The redirects every page makes at start in the browser: the chosen locale, then the PC page. */
export function usePlatformRedirects() {
  useLocaleCookieRedirect();
  useDesktopRedirect(useRootData()?.config.wapHost);
}
