import { use, useMemo } from "react";
import { formattersFor, loadWordsFormatters } from "./format.ts";
import type { Formatters } from "./formatters.ts";
import { useI18n } from "./use-i18n.ts";

/**
 * Counts and times in the current page's locale. Another locale's formatters come as a chunk: a
 * page hydrates with them (entry.client.tsx); a switch of locale waits for them, and a router
 * update being a transition, the page on show stays until then.
 */
export function useFormat(): Formatters {
  const { locale, t } = useI18n();
  const made = useMemo(() => formattersFor(locale, t), [locale, t]);
  if (made) return made;
  const loading = loadWordsFormatters();
  if (loading) use(loading);
  return formattersFor(locale, t) as Formatters;
}
