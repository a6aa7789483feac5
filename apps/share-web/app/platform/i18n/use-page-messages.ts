import { use } from "react";
import { useLocation, useMatches } from "react-router";
import { loadWordsFormatters } from "./format.ts";
import { localeFromPath } from "./locales.ts";
import { missingParts } from "./page-parts.ts";

const loading = new Map<string, Promise<void>>();

/**
 * Waits, in the browser, for the texts of the page about to show: its locale's shared texts and
 * those of its screens, and in a locale other than Chinese its formatters. Router updates are
 * transitions, so while a screen's texts load (the first visit to a screen, or a switch of
 * locale) the page on show stays until the next one is complete.
 * The first page has them in its HTML; the loader is a chunk of its own, needed from the first
 * navigation to another screen. The server holds every text already (all-messages.server.ts).
 */
export function usePageMessages(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  if (import.meta.env.SSR) return;
  const code = localeFromPath(pathname).code;
  const routeIds = matches.map((m) => m.id);
  const missing = missingParts(code, routeIds);
  // A locale other than Chinese formats counts and times with code of its own (format.ts).
  const formatters = code === "zh" ? null : loadWordsFormatters();
  if (missing.length === 0 && !formatters) return;
  const key = `${missing.join("+")}${formatters ? "+formatters" : ""}`;
  let promise = loading.get(key);
  if (!promise) {
    const texts =
      missing.length > 0 &&
      import("./load-messages.ts").then((m) => m.loadPageMessages(code, routeIds) ?? undefined);
    promise = Promise.all([texts, formatters]).then(() => undefined);
    loading.set(key, promise);
    // Tried again at the next render (use-chunk-reload.ts reloads for a chunk a deployment removed).
    promise.catch(() => loading.delete(key));
  }
  use(promise);
}
