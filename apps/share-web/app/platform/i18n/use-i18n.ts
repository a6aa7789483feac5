import { useMemo } from "react";
import { useLocation } from "react-router";
import { CONTENT_LANG, localeFromPath, localePath, translator } from "./locales.ts";

/**
 * The current locale (from the path prefix), its translator, a path builder, and the `lang` to put
 * on the service's content (undefined where the page is already in the content's language).
 */
export function useI18n() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  return useMemo(
    () => ({
      locale,
      t: translator(locale),
      path: (p: string) => localePath(locale, p),
      contentLang: locale.code === CONTENT_LANG ? undefined : CONTENT_LANG,
    }),
    [locale],
  );
}
