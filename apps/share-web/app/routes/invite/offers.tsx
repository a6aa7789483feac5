import { useI18n } from "../../platform/i18n/use-i18n.ts";

const OFFERS = [
  { key: "news", icon: "M4 5h16v14H4zM7 9h10M7 12h10M7 15h6" },
  { key: "video", icon: "M4 6h11v12H4zM15 10l5-3v10l-5-3" },
  { key: "live", icon: "M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16zM12 8v4l3 2" },
  { key: "social", icon: "M4 5h16v11H9l-5 4z" },
] as const;

/** What the app offers a new user: four lines with their pictures. */
export function Offers() {
  const { t } = useI18n();
  return (
    <section className="invite-offers" aria-labelledby="invite-offers">
      <h2 id="invite-offers" className="invite-offers__heading">
        {t("invite.offers")}
      </h2>
      <ul className="invite-offers__list">
        {OFFERS.map(({ key, icon }) => (
          <li key={key} className={`invite-offer invite-offer--${key}`}>
            <svg className="invite-offer__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path d={icon} />
            </svg>
            <span className="invite-offer__text">
              <strong>{t(`invite.offer.${key}`)}</strong>
              <span>{t(`invite.offer.${key}.detail`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
