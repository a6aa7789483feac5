import { useLocaleCookieRedirect } from "./i18n/use-locale-cookie-redirect.ts";

/**
 * The redirects every page makes at start in the browser: the chosen locale. The PC page's comes
 * sooner, from the head script (desktop-redirect-script.ts).
 */
export function usePlatformRedirects() {
  useLocaleCookieRedirect();
}
