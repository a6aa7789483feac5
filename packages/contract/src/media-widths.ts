/** Plain values and helpers of sized media, free of zod so the browser bundle can use them at no cost. */

/**
 * The widths (px) a media file of the content service is also served at, as `<url>?w=<width>`.
 * Consecutive widths are at most 2× apart, so a browser choosing from them never takes a file more
 * than twice the size it draws (docs/decisions/0032-sized-images.md).
 */
export const MEDIA_WIDTHS = [120, 240, 360, 480, 640, 960] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The address of a media file at one of MEDIA_WIDTHS. */
export function mediaWidthUrl(url: string, width: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}

/**
 * A `srcset` of an image at the widths it is served at, and at its own width when known (the
 * largest file there is). Empty when there are no sized files: `src` alone applies.
 */
export function mediaSrcSet(url: string, widths: readonly number[] | undefined, width?: number): string {
  if (!widths?.length) return "";
  const sized = widths.map((w) => `${mediaWidthUrl(url, w)} ${w}w`);
  return width ? [...sized, `${url} ${width}w`].join(", ") : sized.join(", ");
}
