/** Plain values of search, free of zod so the browser bundle can use them at no cost. */

/** The longest search query, in characters. */
export const SEARCH_QUERY_MAX = 40;
/** Words of a query beyond this many are ignored. */
export const SEARCH_TERMS_MAX = 5;
/**
 * Terms this long or longer are found through the trigram index anywhere in an item's title,
 * summary and keywords; shorter ones only among the newest SEARCH_SHORT_WINDOW items
 * (docs/decisions/0049).
 */
export const SEARCH_INDEXED_MIN = 3;
export const SEARCH_SHORT_WINDOW = 2000;
/** Hot words a list holds. */
export const HOT_WORDS_MAX = 10;
