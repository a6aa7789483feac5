import type { ContentCard } from "@davmu/contract/client";

/** What a card shows of an item: the rest of the service's card stays out of the page's data. */
export type CardView = Pick<
  ContentCard,
  "id" | "type" | "actor" | "title" | "cover" | "source" | "publish_time" | "view_count" | "duration"
>;

/**
 * Trims a card to what is shown. Loader data is serialised into the HTML next to the rendered
 * markup, so every unused field costs bytes on the first load.
 */
export function toCardView(card: ContentCard): CardView {
  const { id, type, actor, title, cover, source, publish_time, view_count, duration } = card;
  return { id, type, actor, title, cover, source, publish_time, view_count, duration };
}
