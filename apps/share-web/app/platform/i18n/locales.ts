import { lookupMessage, type MessageKey } from "./catalog.ts";

/** The locale entries of spec §3. English lives under a path prefix; Chinese is the default. */
export const LOCALES = [
  { code: "zh", iso: "zh-CN", domain: null, file: "zh-cn.ts", dir: "ltr", prefix: "" },
  { code: "en", iso: "en-US", domain: null, file: "en-us.ts", dir: "ltr", prefix: "/en" },
] as const;

export type Locale = (typeof LOCALES)[number];
export type LocaleCode = Locale["code"];
export const DEFAULT_LOCALE: Locale = LOCALES[0];

/** The locale of a path inside the site (without the /davmu/share basename). */
export function localeFromPath(pathname: string): Locale {
  return (
    LOCALES.find((l) => l.prefix && (pathname === l.prefix || pathname.startsWith(`${l.prefix}/`))) ??
    DEFAULT_LOCALE
  );
}

/** A site path in the given locale. */
export function localePath(locale: Locale, path: string): string {
  return `${locale.prefix}${path}` || "/";
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/** Reads the catalogue when called, so texts loaded after it was made are found. */
export function translator(locale: Locale): Translate {
  return (key, vars) => {
    const text = lookupMessage(locale.code, key) ?? key;
    return vars ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? "")) : text;
  };
}

export type { MessageKey };
