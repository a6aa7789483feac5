import { useMemo } from "react";
import { type Formatters, formattersFor } from "./format.ts";
import { useI18n } from "./use-i18n.ts";

/** Counts and times in the current page's locale. */
export function useFormat(): Formatters {
  const { locale, t } = useI18n();
  return useMemo(() => formattersFor(locale, t), [locale, t]);
}
