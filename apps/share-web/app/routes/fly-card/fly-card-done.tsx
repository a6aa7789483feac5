import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** The card after the last: start again, or read the same list as a list. */
export function FlyCardDone({
  total,
  listHref,
  onAgain,
}: {
  total: number;
  listHref: string;
  onAgain: () => void;
}) {
  const { t, path } = useI18n();
  return (
    <div className="fly-card fly-card--done" role="group" aria-labelledby="fly-card-done">
      <div className="fly-card__done">
        <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <circle cx="24" cy="24" r="22" fill="var(--theme-soft)" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="var(--theme-ink)"
            strokeWidth="3.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 id="fly-card-done" className="fly-card__done-title">
          {t("flyCard.doneTitle")}
        </h2>
        <p className="fly-card__done-text">{t("flyCard.doneText", { total })}</p>
        <div className="fly-card__done-actions">
          <button type="button" className="fly-card__again" onClick={onAgain}>
            {t("flyCard.again")}
          </button>
          <Link className="fly-card__as-list" to={path(listHref)}>
            {t("flyCard.asList")}
          </Link>
        </div>
      </div>
    </div>
  );
}
