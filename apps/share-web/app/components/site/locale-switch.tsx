import { Link, useLocation } from "react-router";
import { switchedPath, switchLocale } from "../../platform/i18n/locale-cookie.ts";
import { LOCALES } from "../../platform/i18n/locales.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** The language choice in the header: each locale links to the current page in that locale. */
export function LocaleSwitch() {
  const { locale, t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <nav className="locale-switch" aria-label={t("platform.locale.switch")}>
      {LOCALES.map((target) => {
        const current = target.code === locale.code;
        // The name a screen reader speaks holds the visible label too ("English, EN"), so a voice
        // command naming what is on screen finds the link.
        const full = t(`platform.locale.${target.code}`);
        const short = t(`platform.locale.${target.code}.short`);
        return (
          <Link
            key={target.code}
            className="locale-switch__item"
            to={switchedPath(pathname, search, target)}
            lang={target.iso}
            hrefLang={target.iso}
            aria-label={full.includes(short) ? full : `${full}, ${short}`}
            aria-current={current ? "true" : undefined}
            // Few visitors change language: fetching this whole page again in the other one ahead
            // of a tap would cost every visitor a server render and its download.
            data-prefetch="none"
            onClick={(event) => {
              const changed = switchLocale(locale, target, {
                doc: document,
                cookieEnabled: navigator.cookieEnabled,
                secure: window.location.protocol === "https:",
              });
              if (!changed) event.preventDefault();
            }}
          >
            {short}
          </Link>
        );
      })}
    </nav>
  );
}
