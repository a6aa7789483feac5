import type { EditorialListInfo } from "@davmu/contract/client";
import { chinaParts } from "@davmu/format";
import { Link } from "react-router";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { flyCardHref } from "../../components/content/editorial-href.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** A list's head: its cover under a veil with the title, the editors' description and its counts. */
export function ListHead({ info, cardsLink }: { info: EditorialListInfo; cardsLink?: boolean }) {
  const { t, path, contentLang } = useI18n();
  const { year, month, day } = chinaParts(info.update_time * 1000);
  return (
    <header className="list-head">
      <div className={`list-head__banner${info.cover ? "" : " list-head__banner--plain"}`}>
        {info.cover && (
          <div className="list-head__picture banner-picture" aria-hidden="true">
            <CoverImage image={info.cover} priority sizes="(min-width: 720px) 720px, 100vw" />
          </div>
        )}
        <div className="list-head__text">
          <p className="list-head__label">{t("list.label")}</p>
          <h1 className="list-head__title" lang={contentLang}>
            {info.title}
          </h1>
        </div>
      </div>
      <div className="list-head__about">
        {info.description && (
          <p className="list-head__description" lang={contentLang}>
            {info.description}
          </p>
        )}
        <p className="list-head__meta">
          <span>{t("list.count", { n: info.item_count })}</span>
          <span>{t("list.updated", { date: `${year}.${month}.${day}` })}</span>
          {cardsLink && info.item_count > 0 && (
            <Link className="list-head__cards" to={path(flyCardHref(info.id))}>
              {t("list.asCards")}
            </Link>
          )}
        </p>
      </div>
    </header>
  );
}
