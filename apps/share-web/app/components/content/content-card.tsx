import { isSectionCardType } from "@davmu/contract/client";
import { formatDuration } from "@davmu/format";
import { memo, useRef } from "react";
import { Link } from "react-router";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useExpose } from "../../platform/tracker/use-expose.ts";
import type { CardView } from "./card-view.ts";
import { contentHref } from "./content-href.ts";
import { CoverImage } from "./cover-image.tsx";
import { LiveMark } from "./live-mark.tsx";
import { TimeSince } from "./time-since.tsx";

/** How wide each layout draws its cover (app.css: the page is 720 px at most, cards have 16 px sides). */
export const CARD_COVER_SIZES = {
  large: "(min-width: 720px) 688px, calc(100vw - 32px)",
  row: "114px",
} as const;

type Props = {
  item: CardView;
  /** 'large' puts the cover above the title, 'row' beside it. */
  variant?: "large" | "row";
  priority?: boolean;
  /** The title as shown, when it is more than its text (search marks the words found). */
  titleNode?: React.ReactNode;
  /** A line under the title (search shows the words of the body it was found by). */
  excerptNode?: React.ReactNode;
};

/**
 * One item in a list: cover, title, source, time and counts, linking to its page; reported when seen.
 * Memoised: a list that renders again (the home feed once the page has hydrated, or when more
 * cards arrive) leaves the cards it already shows alone, rather than rendering each of them again
 * in one task the visitor's tap would wait for.
 */
export const ContentCard = memo(function ContentCard({
  item,
  variant = "row",
  priority = false,
  titleNode,
  excerptNode,
}: Props) {
  const { path, contentLang, t } = useI18n();
  const layout = item.cover ? variant : "text";
  const card = useRef<HTMLElement>(null);
  const section = isSectionCardType(item.type) ? item.type : null;
  useExpose(card, section ? null : item.id);
  return (
    <article
      className={`content-card content-card--${layout}${excerptNode ? " content-card--excerpt" : ""}`}
      data-type={item.type}
      ref={card}
    >
      <Link to={path(contentHref(item))} className="content-card__link" prefetch="intent">
        <h3 className="content-card__title clamp" lang={contentLang}>
          {titleNode ?? item.title}
        </h3>
        {excerptNode && (
          <p className="content-card__excerpt clamp" lang={contentLang}>
            {excerptNode}
          </p>
        )}
        {item.cover && (
          <div className="content-card__cover" lang={contentLang}>
            <CoverImage image={item.cover} priority={priority} sizes={CARD_COVER_SIZES[variant]} />
            {item.item_count ? (
              <span className="content-card__duration">
                {t(item.type === "audio_album" ? "card.tracks" : "card.episodes", { n: item.item_count })}
              </span>
            ) : item.duration ? (
              <span className="content-card__duration">{formatDuration(item.duration)}</span>
            ) : item.image_count ? (
              <span className="content-card__duration">{t("card.images", { n: item.image_count })}</span>
            ) : item.type === "live" ? (
              <LiveMark live={item.live} />
            ) : item.type === "special" ? (
              <span className="content-card__duration">{t("card.special")}</span>
            ) : item.type === "mini_program" ? (
              <span className="content-card__duration">{t("card.miniProgram")}</span>
            ) : null}
          </div>
        )}
        <p className="content-card__meta">
          {section && <span className="content-card__section">{t(`card.section.${section}`)}</span>}
          <span className="content-card__source" lang={contentLang}>
            {item.source}
          </span>
          <TimeSince time={item.publish_time} />
        </p>
      </Link>
    </article>
  );
});
