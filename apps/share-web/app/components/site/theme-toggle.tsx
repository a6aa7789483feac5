import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { toggleDarkMode, useDark } from "../../platform/theme/dark-mode.ts";

/**
 * The dark-mode switch in the header: pressed when the page is dark. Which icon shows is decided by
 * the stylesheet, so it is right from the first paint, before the page hydrates.
 */
export function ThemeToggle() {
  const { t } = useI18n();
  const dark = useDark();
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={t("theme.darkMode")}
      aria-pressed={dark}
      onClick={toggleDarkMode}
    >
      <svg className="theme-toggle__moon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1Z" fill="currentColor" />
      </svg>
      <svg className="theme-toggle__sun" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  );
}
