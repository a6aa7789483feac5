import { localeFromPath, localePath, translator } from "../../platform/i18n/locales.ts";
import { BASENAME } from "../../platform/seo.ts";

/**
 * The plain last resort (spec §8): should the error screen fail to render, or its chunk fail to
 * load, a line in the page's language and a plain link home, with nothing else to go wrong.
 */
export function PlainErrorScreen() {
  const pathname = typeof window === "undefined" ? "/" : window.location.pathname.replace(BASENAME, "");
  const locale = localeFromPath(pathname);
  const t = translator(locale);
  return (
    <main className="error-screen">
      <h1 className="error-screen__title">{t("error.whileShowing")}</h1>
      <a className="button" href={`${BASENAME}${localePath(locale, "/")}`}>
        {t("error.whileShowing.link")}
      </a>
    </main>
  );
}
