import { Suspense } from "react";
import { Await } from "react-router";
import type { Deferred } from "../../platform/deferred.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { CardView } from "../content/card-view.ts";
import { ContentCard } from "../content/content-card.tsx";
import { ContentCardSkeleton } from "../content/content-card-skeleton.tsx";

/** Related articles, in the page's HTML, or after the article on a client navigation; a failure shows a note, never an error page. */
export function ArticleRecommend({ items }: { items: Deferred<CardView[] | null> }) {
  const { t } = useI18n();
  return (
    <section className="recommend" aria-labelledby="recommend-title">
      <h2 id="recommend-title" className="section-title">
        {t("article.recommend")}
      </h2>
      <Suspense fallback={[0, 1, 2].map((i) => <ContentCardSkeleton key={i} />)}>
        <Await resolve={items}>
          {(list) =>
            list === null ? (
              <p className="recommend__failed">{t("article.recommendFailed")}</p>
            ) : (
              list.map((item) => <ContentCard key={item.id} item={item} />)
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}
