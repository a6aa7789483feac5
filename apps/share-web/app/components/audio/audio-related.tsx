import { Suspense } from "react";
import { Await } from "react-router";
import type { Deferred } from "../../platform/deferred.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import type { CardView } from "../content/card-view.ts";
import { ContentCard } from "../content/content-card.tsx";
import { ContentCardSkeleton } from "../content/content-card-skeleton.tsx";

/** Other albums to go on with, in the page's HTML, or after the page on a client navigation; a failure shows a note, never an error page. */
export function AudioRelated({ items }: { items: Deferred<CardView[] | null> }) {
  const { t } = useI18n();
  return (
    <section className="recommend" aria-labelledby="audio-related-title">
      <h2 id="audio-related-title" className="section-title">
        {t("audio.related")}
      </h2>
      <Suspense fallback={[0, 1, 2].map((i) => <ContentCardSkeleton key={i} />)}>
        <Await resolve={items}>
          {(list) =>
            list === null ? (
              <p className="recommend__failed">{t("audio.relatedFailed")}</p>
            ) : (
              list.map((item) => <ContentCard key={item.id} item={item} />)
            )
          }
        </Await>
      </Suspense>
    </section>
  );
}
