/**
 * Which picture of a gallery is shown, and how that is written in its address: `?p=3` is the third
 * picture (counted from 1, as the counter shows it), so a shared link opens the picture it was
 * shared at. Indexes here count from 0.
 */

/** The query parameter that names the picture. */
export const PICTURE_PARAM = "p";

/** `index` kept within a gallery of `count` pictures (0 when it has none). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

/** The picture `delta` places from `index`; the first and last stay where they are (no wrapping). */
export function stepIndex(index: number, delta: number, count: number): number {
  return clampIndex(index + delta, count);
}

/**
 * The picture a link asks for: `?p=<n>` counted from 1; anything else (missing, not a whole
 * number) is the first picture, and a number past either end is the nearest end.
 */
export function pictureFromSearch(search: string | URLSearchParams, count: number): number {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const raw = params.get(PICTURE_PARAM)?.trim() ?? "";
  if (!/^-?\d+$/.test(raw)) return 0;
  return clampIndex(Number(raw) - 1, count);
}

/**
 * The query string of the address with picture `index` in it, the other parameters kept; the first
 * picture is the page's own address, without the parameter.
 */
export function searchWithPicture(search: string, index: number): string {
  const params = new URLSearchParams(search);
  if (index > 0) params.set(PICTURE_PARAM, String(index + 1));
  else params.delete(PICTURE_PARAM);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The picture a strip scrolled to `scrollLeft` shows, each picture `slideWidth` wide. */
export function indexAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0) return 0;
  return clampIndex(Math.round(Math.abs(scrollLeft) / slideWidth), count);
}
