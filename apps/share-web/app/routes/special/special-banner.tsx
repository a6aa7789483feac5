import { chinaParts } from "@davmu/format";
import type { CardView } from "../../components/content/card-view.ts";
import { CoverImage } from "../../components/content/cover-image.tsx";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { SPECIAL_BANNER_SIZES } from "./special-sizes.ts";

type Props = {
  special: CardView;
  introductionHtml: string;
  updateTime: number;
  count: number;
};

/** The special's head: its banner picture with the title over it, then the introduction. */
export function SpecialBanner({ special, introductionHtml, updateTime, count }: Props) {
  const { t, contentLang } = useI18n();
  const { year, month, day } = chinaParts(updateTime * 1000);
  return (
    <header className="special-head">
      <div className={`special-banner${special.cover ? "" : " special-banner--plain"}`}>
        {special.cover && (
          <div className="special-banner__picture banner-picture" aria-hidden="true">
            <CoverImage image={special.cover} priority sizes={SPECIAL_BANNER_SIZES} />
          </div>
        )}
        <div className="special-banner__text">
          <p className="special-banner__label">{t("special.label")}</p>
          <h1 className="special-banner__title" lang={contentLang}>
            {special.title}
          </h1>
        </div>
      </div>
      <div className="special-intro">
        <p className="special-intro__meta">
          <span>{special.source}</span>
          <span>{t("special.updated", { date: `${year}.${month}.${day}` })}</span>
          <span>{t("special.count", { n: count })}</span>
        </p>
        <div
          className="special-intro__body"
          lang={contentLang}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the content service when written (DESIGN principle 5)
          dangerouslySetInnerHTML={{ __html: introductionHtml }}
        />
      </div>
    </header>
  );
}
