import { Suspense } from "react";
import { Await } from "react-router";
import type { Deferred } from "../../platform/deferred.ts";
import type { MessageKey } from "../../platform/i18n/catalog.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { CardView } from "./card-view.ts";
import { ContentCard } from "./content-card.tsx";
import { ContentCardSkeleton } from "./content-card-skeleton.tsx";

/**
 * The items to go on with below a content screen: cards, or cards under a heading that says what
 * they are (a video's related list takes other kinds when there are too few videos: "mixed").
 */
export type RelatedList = CardView[] | { heading: "same" | "mixed"; cards: CardView[] };

/** A heading's text key whose list has a note for when it cannot be loaded: the same key + "Failed". */
type RelatedTitle = { [K in MessageKey]: `${K}Failed` extends MessageKey ? K : never }[MessageKey];

export type RelatedCardsProps = {
  items: Deferred<RelatedList | null>;
  /** The heading; `${title}Failed` is said instead of the cards when they cannot be loaded. */
  title: RelatedTitle;
  /** The heading of a list that holds other kinds as well. */
  mixedTitle?: MessageKey;
};

/**
 * Related items, in the page's HTML, or after the page's own content on a client navigation; a
 * failure shows a note, never an error page. Its texts are the screen's (keys of its messages).
 */
export function RelatedCards({ items, title, mixedTitle }: RelatedCardsProps) {
  const { t } = useI18n();
  const heading = (key: MessageKey) => (
    <h2 id="related-title" className="section-title">
      {t(key)}
    </h2>
  );
  return (
    <section className="recommend" aria-labelledby="related-title">
      <Suspense
        fallback={
          <>
            {heading(title)}
            {[0, 1, 2].map((i) => (
              <ContentCardSkeleton key={i} />
            ))}
          </>
        }
      >
        <Await resolve={items}>
          {(list) => {
            const cards = list === null || Array.isArray(list) ? list : list.cards;
            const mixed = list !== null && !Array.isArray(list) && list.heading === "mixed";
            return (
              <>
                {heading(mixed && mixedTitle ? mixedTitle : title)}
                {cards === null ? (
                  <p className="recommend__failed">{t(`${title}Failed`)}</p>
                ) : (
                  cards.map((item) => <ContentCard key={item.id} item={item} />)
                )}
              </>
            );
          }}
        </Await>
      </Suspense>
    </section>
  );
}
