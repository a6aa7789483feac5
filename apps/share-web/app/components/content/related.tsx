import { Suspense } from "react";
import { lazyPart } from "../../platform/chunk-reload/lazy-part.ts";
import type { RelatedCardsProps } from "./related-cards.tsx";

const RelatedCards = lazyPart(
  () => import("./related-cards.tsx").then((m) => m.RelatedCards),
  "related",
  "after-load",
);

/**
 * Related items below a content screen (`RelatedCards`): nothing to do before the visitor gets
 * there. The server renders them as always; their code comes once the page is idle, their links
 * working as plain links until then (docs/decisions/0040).
 */
export function Related(props: RelatedCardsProps) {
  return (
    <Suspense fallback={null}>
      <RelatedCards {...props} />
    </Suspense>
  );
}
