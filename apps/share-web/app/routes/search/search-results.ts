import type { SearchHit } from "@davmu/contract/client";
import { type CardView, toCardView } from "../../components/content/card-view.ts";

/** Results a page of search holds. */
export const SEARCH_PAGE_SIZE = 10;

/** What a search page shows: nothing asked yet, a query too long, a failure, or the hits found. */
export type SearchResults =
  | { state: "empty" }
  | { state: "too-long" }
  | { state: "failed" }
  | { state: "found"; total: number; hasMore: boolean; hits: SearchHitView[]; sections: SearchHitView[] };

/** A hit as the page shows it: its card, where the words are in its title, and a body excerpt if found there. */
export type SearchHitView = CardView & {
  marks: [number, number][];
  excerpt: { text: string; ranges: [number, number][] } | null;
};

/** What the page keeps of a hit the service found. */
export const toHitView = (hit: SearchHit): SearchHitView => ({
  ...toCardView(hit),
  marks: hit.highlight.title,
  excerpt: hit.excerpt,
});
