import { use } from "react";
import { useLocation, useMatches } from "react-router";
import { loadPageMessages } from "./load-messages.ts";
import { localeFromPath } from "./locales.ts";

/**
 * Waits, in the browser, for the texts of the page about to show: its locale's shared texts and
 * those of its screens. Router updates are transitions, so while a screen's texts load (the first
 * visit to a screen, or a switch of locale) the page on show stays until the next one is complete.
 * The server holds every text already (all-messages.server.ts).
 */
export function usePageMessages(): void {
  const { pathname } = useLocation();
  const matches = useMatches();
  if (import.meta.env.SSR) return;
  const loading = loadPageMessages(
    localeFromPath(pathname).code,
    matches.map((m) => m.id),
  );
  if (loading) use(loading);
}
