import type { CardView } from "../../components/content/card-view.ts";

/** Results a page of search holds. */
export const SEARCH_PAGE_SIZE = 10;

/** What a search page shows: nothing asked yet, a query too long, a failure, or the hits found. */
export type SearchResults =
  | { state: "empty" }
  | { state: "too-long" }
  | { state: "failed" }
  | { state: "found"; total: number; hasMore: boolean; hits: (CardView & { marks: [number, number][] })[] };
