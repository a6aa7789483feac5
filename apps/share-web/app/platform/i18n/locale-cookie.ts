import { BASENAME } from "../seo.ts";
import { type Locale, type LocaleCode, localeFromPath, localePath } from "./locales.ts";

/**
 * The visitor's chosen locale, written by the browser only (never Set-Cookie from the server: pages
 * stay the same for every visitor) and read by the browser only (decision record 0008), at start
 * (chosen-locale.ts).
 */
export const LOCALE_COOKIE = "davmu_locale";
const ONE_YEAR_S = 365 * 24 * 3600;

export function localeCookie(code: LocaleCode, secure: boolean): string {
  return `${LOCALE_COOKIE}=${code}; Path=${BASENAME}; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The current page in another locale: the same path and query under that locale's prefix. */
export function switchedPath(pathname: string, search: string, target: Locale): string {
  const current = localeFromPath(pathname);
  const rest = current.prefix ? pathname.slice(current.prefix.length) || "/" : pathname;
  return `${localePath(target, rest)}${search}`;
}

type CookieJar = { cookie: string };

/**
 * Spec §4: switching is skipped when the locale is unchanged (false); otherwise the choice is saved
 * in the cookie when cookies are enabled, and the caller goes to the localised path (true).
 */
export function switchLocale(
  current: Locale,
  target: Locale,
  env: { doc: CookieJar; cookieEnabled: boolean; secure: boolean },
): boolean {
  if (current.code === target.code) return false;
  if (env.cookieEnabled) env.doc.cookie = localeCookie(target.code, env.secure);
  return true;
}
