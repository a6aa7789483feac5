import { type HighlightRanges, SEARCH_INDEXED_MIN, SEARCH_TERMS_MAX } from "@davmu/contract";

/**
 * The words of a query as search compares them: compatibility forms folded (full-width letters and
 * digits), lower case, split at spaces, each once, at most SEARCH_TERMS_MAX.
 */
export function searchTerms(keyword: string): string[] {
  const folded = keyword.normalize("NFKC").toLowerCase().replace(/\s+/gu, " ").trim();
  return [...new Set(folded.split(" ").filter(Boolean))].slice(0, SEARCH_TERMS_MAX);
}

/** Whether a term is long enough for the trigram index (three characters or more). */
export function isIndexed(term: string): boolean {
  return [...term].length >= SEARCH_INDEXED_MIN;
}

/** ASCII letters folded to lower case, so offsets stay those of the text itself. */
const foldAscii = (text: string) => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/**
 * Where the terms are in `text`: `[start, end)` UTF-16 offsets, sorted, overlapping and touching
 * ranges merged (decision 0049: the answer carries ranges, never markup).
 */
export function highlightRanges(text: string, terms: readonly string[]): HighlightRanges {
  const haystack = foldAscii(text);
  const found: [number, number][] = [];
  for (const term of terms) {
    const needle = foldAscii(term);
    if (!needle) continue;
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
      found.push([at, at + needle.length]);
    }
  }
  found.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const range of found) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** How many characters of a body an excerpt shows, and how many of them come before the first word. */
export const EXCERPT_LENGTH = 64;
const EXCERPT_BEFORE = 16;

/**
 * The words of `text` around the first place a term is found, cut at EXCERPT_LENGTH characters
 * with "…" where text was left out, and where the terms are in it; null when no term is there.
 */
export function excerptAround(
  text: string,
  terms: readonly string[],
): { text: string; ranges: HighlightRanges } | null {
  const first = highlightRanges(text, terms)[0];
  if (!first) return null;
  const chars = Array.from(text);
  // UTF-16 offset to character index, so a cut never splits a character.
  const hit = Array.from(text.slice(0, first[0])).length;
  const start = Math.max(0, Math.min(hit - EXCERPT_BEFORE, chars.length - EXCERPT_LENGTH));
  const end = Math.min(chars.length, start + EXCERPT_LENGTH);
  const cut = `${start > 0 ? "…" : ""}${chars.slice(start, end).join("").trim()}${end < chars.length ? "…" : ""}`;
  return { text: cut, ranges: highlightRanges(cut, terms) };
}
