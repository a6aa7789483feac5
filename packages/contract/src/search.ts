import { z } from "zod";
import { ContentCardSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";
import { SEARCH_QUERY_MAX } from "./search-constants.ts";
import { FORBIDDEN_IN_TEXT, isCleanLine, UNCLEAN_LINE } from "./user-text.ts";

/** Runs of white space of any kind (tabs, line breaks, separators) one space, the ends trimmed. */
const spaced = (text: string) => text.replace(/\s+/gu, " ").trim();

/**
 * A typed or pasted query as the site sends it: spaced, and what else the rule of user text forbids
 * (user-text.ts) left out.
 */
export function searchKeywordOf(typed: string): string {
  return spaced(typed.replace(/\s/gu, " ").replace(new RegExp(FORBIDDEN_IN_TEXT, "gu"), ""));
}

export const SearchQuerySchema = z.object({
  /**
   * What was typed: words separated by spaces must all be found (in any order). White space of
   * any kind separates words; any other control character or direction override is refused.
   */
  keyword: z
    .string()
    .transform(spaced)
    .refine((k) => k.length > 0, "must not be empty")
    .refine((k) => [...k].length <= SEARCH_QUERY_MAX, `at most ${SEARCH_QUERY_MAX} characters`)
    .refine(isCleanLine, UNCLEAN_LINE),
  pageindex: z.coerce.number().int().min(1).max(1000).default(1),
  pagesize: z.coerce.number().int().min(1).max(50).default(10),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/**
 * Where a query's words are in a text: `[start, end)` pairs of UTF-16 offsets (JavaScript string
 * indices), in order and never overlapping. The text itself stays plain: a page marks the ranges
 * with elements of its own (`<mark>`), so nothing in an answer is HTML.
 */
export const HighlightRangesSchema = z.array(
  z.tuple([z.number().int().nonnegative(), z.number().int().positive()]),
);
export type HighlightRanges = z.infer<typeof HighlightRangesSchema>;

export const SearchHitSchema = ContentCardSchema.extend({
  highlight: z.object({ title: HighlightRangesSchema, summary: HighlightRangesSchema }),
  /**
   * For a hit whose title and summary do not hold the first word: the words of its body around the
   * first place one is found (plain text, with "…" where it was cut), and where they are in it.
   */
  excerpt: z.object({ text: z.string(), ranges: HighlightRangesSchema }).nullable(),
});
export type SearchHit = z.infer<typeof SearchHitSchema>;

/** A page of hits: titles that hold the words first, then newest first. */
export const SearchPageSchema = z.object({
  keyword: z.string(),
  list: z.array(SearchHitSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
  /**
   * On the first page: the best hits among the app's sections (community posts, legal questions,
   * knowledge bases, activities), a few of each, beside the items' hits (docs/decisions/0074).
   */
  sections: z.array(SearchHitSchema),
});
export type SearchPage = z.infer<typeof SearchPageSchema>;

/**
 * Words to suggest: the most searched (by distinct visitors, with results, over the last week)
 * first, then editors' suggestions. `searches` is 0 for a suggestion nobody has searched yet.
 */
export const HotWordsSchema = z.object({
  list: z.array(z.object({ word: z.string(), searches: z.number().int().nonnegative() })),
});
export type HotWords = z.infer<typeof HotWordsSchema>;

export const SearchPageResponseSchema = envelopeSchema(SearchPageSchema);
export const HotWordsResponseSchema = envelopeSchema(HotWordsSchema);
