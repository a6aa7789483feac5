import { BASENAME } from "../seo.ts";
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  type LocaleCode,
  localeFromPath,
  localePath,
} from "./locales.ts";

/**
 * The visitor's chosen locale, written by the browser only (never Set-Cookie from the server: pages
 * stay the same for every visitor) and read by the browser only (decision record 0008).
 */
export const LOCALE_COOKIE = "davmu_locale";
const ONE_YEAR_S = 365 * 24 * 3600;

export function localeCookie(code: LocaleCode, secure: boolean): string {
  return `${LOCALE_COOKIE}=${code}; Path=${BASENAME}; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The locale a cookie header names, or null when it names none we know. */
export function readLocaleCookie(cookies: string): Locale | null {
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE) return LOCALES.find((l) => l.code === value) ?? null;
  }
  return null;
}

/** The current page in another locale: the same path and query under that locale's prefix. */
export function switchedPath(pathname: string, search: string, target: Locale): string {
  const current = localeFromPath(pathname);
  const rest = current.prefix ? pathname.slice(current.prefix.length) || "/" : pathname;
  return `${localePath(target, rest)}${search}`;
}

/**
 * Where the site root sends a visitor whose cookie names another locale: `/` to `/en/`. Only the
 * bare root, the share landing address; a path that names its locale is always kept.
 */
export function rootLocaleTarget(pathname: string, cookies: string): string | null {
  if (pathname !== "/") return null;
  const chosen = readLocaleCookie(cookies);
  if (!chosen || chosen.code === DEFAULT_LOCALE.code) return null;
  return localePath(chosen, "/");
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
