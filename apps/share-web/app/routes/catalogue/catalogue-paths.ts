/**
 * A knowledge base's pages on the site (docs/decisions/0067): `/dejin/catalog/{rid}` is the book,
 * `/dejin/content/{rid}-{uuid}` one of its pages. Both halves are obfuscated ids; the hyphen is
 * outside the ids' alphabet, so the index splits back unambiguously.
 */
export const cataloguePath = (rid: string) => `/dejin/catalog/${rid}`;

export const cataloguePagePath = (rid: string, uuid: string) => `/dejin/content/${rid}-${uuid}`;

/** The book's and the page's ids of a page's index, or null when it is not two of them. */
export function splitPageIndex(index: string | undefined): { rid: string; uuid: string } | null {
  const parts = (index ?? "").split("-");
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  return { rid: parts[0], uuid: parts[1] };
}
