import type { ContentCard } from "@davmu/contract/client";

/** What a card shows of an item: the rest of the service's card stays out of the page's data. */
export type CardView = Pick<
  ContentCard,
  "id" | "type" | "actor" | "title" | "cover" | "source" | "publish_time" | "view_count" | "duration"
> & { image_count?: number; item_count?: number; live?: ContentCard["live"] };

/**
 * Trims a card to what is shown. Loader data is serialised into the HTML next to the rendered
 * markup, so every unused field costs bytes on the first load.
 */
export function toCardView(card: ContentCard): CardView {
  const {
    id,
    type,
    actor,
    title,
    cover,
    source,
    publish_time,
    view_count,
    duration,
    image_count,
    item_count,
    live,
  } = card;
  const view: CardView = { id, type, actor, title, cover, source, publish_time, view_count, duration };
  // Counts only where the type has them: an article's card carries no empty fields.
  if (image_count !== undefined) view.image_count = image_count;
  if (item_count !== undefined) view.item_count = item_count;
  if (live !== undefined) view.live = live;
  return view;
}
