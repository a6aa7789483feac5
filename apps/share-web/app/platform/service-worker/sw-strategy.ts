import { LOCALES, type Locale, localeFromPath } from "../i18n/locales.ts";
import { SW_SCOPE } from "./sw-paths.ts";

const CACHE_PREFIX = "davmu-share-";

/** One cache per build: a new deployment gets a new cache and the old ones are deleted. */
export function cacheNameFor(buildId: string): string {
  return `${CACHE_PREFIX}${buildId}`;
}

/** The caches of other builds of this site (caches of anything else on the origin are left alone). */
export function staleCaches(names: string[], current: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}

/**
 * asset: a fingerprinted file, which never changes (cache first);
 * navigation: a page, which may hold what one visitor sees (network only, offline page on failure);
 * other: everything else, data and API calls included, which the worker leaves to the browser.
 */
export type RequestKind = "asset" | "navigation" | "other";

export function requestKind(
  request: { url: string; method: string; mode: string },
  origin: string,
): RequestKind {
  if (request.method !== "GET") return "other";
  const url = new URL(request.url);
  if (url.origin !== origin) return "other";
  if (request.mode === "navigate") return url.pathname.startsWith(SW_SCOPE) ? "navigation" : "other";
  if (url.pathname.startsWith(`${SW_SCOPE}assets/`) && !url.search) return "asset";
  return "other";
}

/** The key the offline page of a locale is cached under. */
export function offlinePageKey(locale: Locale): string {
  return `${SW_SCOPE}__offline/${locale.code}`;
}

/** The locale of a page address inside the scope. */
export function localeOfUrl(url: string): Locale {
  const { pathname } = new URL(url);
  return localeFromPath(pathname.startsWith(SW_SCOPE) ? pathname.slice(SW_SCOPE.length - 1) : pathname);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/**
 * The offline page's texts: only the worker shows them, so they are its own, not the pages'
 * catalogue (which every page carries in its HTML).
 */
const OFFLINE_TEXTS: Record<Locale["code"], { title: string; body: string; retry: string }> = {
  zh: { title: "网络已断开", body: "请检查网络设置，连上网络后再试。", retry: "重新加载" },
  en: {
    title: "You are offline",
    body: "Please check your network settings and try again once you are connected.",
    retry: "Try again",
  },
};

/** A small self-contained page (no script, no other file) shown when a page cannot be reached. */
export function offlinePageHtml(locale: Locale): string {
  const t = OFFLINE_TEXTS[locale.code];
  const title = escapeHtml(t.title);
  return `<!doctype html><html lang="${locale.iso}" dir="${locale.dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${title}</title><style>
:root{color-scheme:light dark}body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:-apple-system,BlinkMacSystemFont,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f5f6f8;color:#1a1a1a;text-align:center}
@media (prefers-color-scheme:dark){body{background:#0f1012;color:#e8e9eb}p{color:#8b9099}}
main{padding:24px}h1{font-size:20px;margin:0 0 8px}p{margin:0 0 20px;color:#6b707c;font-size:15px}
a{display:inline-block;padding:10px 24px;border-radius:999px;background:#FF4A26;color:#fff;text-decoration:none}
</style></head><body><main><h1>${title}</h1><p>${escapeHtml(t.body)}</p>
<a href="">${escapeHtml(t.retry)}</a></main></body></html>`;
}

export { LOCALES };
