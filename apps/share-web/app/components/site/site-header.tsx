import { mediaSrcSet } from "@davmu/contract/client";
import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import { LocaleSwitch } from "./locale-switch.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

/** The top bar: the site's logo and name, linking home, search, and the dark-mode switch. */
export function SiteHeader({ children }: { children?: React.ReactNode }) {
  const site = useRootData()?.site;
  const { t, path, contentLang } = useI18n();
  const name = site?.siteName ?? t("site.defaultTitle");
  return (
    <header className="site-header">
      {/* Named by what it shows, then where it goes: a voice command saying the name finds it. */}
      <Link to={path("/")} className="site-header__brand">
        {site?.logo ? (
          <img
            className="site-header__logo"
            src={site.logo}
            srcSet={mediaSrcSet(site.logo, site.logoWidths ?? undefined) || undefined}
            sizes="28px"
            alt=""
            width={28}
            height={28}
          />
        ) : (
          <span className="site-header__logo site-header__logo--text" aria-hidden="true">
            {name.slice(0, 1)}
          </span>
        )}
        <span className="site-header__name" lang={site?.siteName ? contentLang : undefined}>
          {name}
        </span>
        <span className="visually-hidden"> {t("nav.home")}</span>
      </Link>
      {children}
      <Link to={path("/search")} className="site-header__search" aria-label={t("nav.search")}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
          <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
      <ThemeToggle />
      <LocaleSwitch />
    </header>
  );
}
