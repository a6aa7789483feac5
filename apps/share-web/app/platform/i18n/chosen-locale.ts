import { LOCALE_COOKIE } from "./locale-cookie.ts";
import { DEFAULT_LOCALE, LOCALES, type Locale, localePath } from "./locales.ts";

/** The locale a cookie header names, or null when it names none we know. */
export function readLocaleCookie(cookies: string): Locale | null {
  for (const part of cookies.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE) return LOCALES.find((l) => l.code === value) ?? null;
  }
  return null;
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
