import { useMemo } from "react";
import { useLocation } from "react-router";
import { localeFromPath, localePath, translator } from "./locales.ts";

/** The current locale (from the path prefix), its translator and a path builder. */
export function useI18n() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return useMemo(
    () => ({ locale, t: translator(locale), path: (p: string) => localePath(locale, p) }),
    [locale],
  );
}
