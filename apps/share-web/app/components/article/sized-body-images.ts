import type { Image } from "@davmu/contract/client";
import { mediaSrcSet } from "@davmu/contract/client";

/** How wide the body's pictures are drawn: the article column (720 px at most) less its padding. */
export const BODY_IMAGE_SIZES = "(min-width: 720px) 680px, calc(100vw - 40px)";

const escapeAttr = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/**
 * Gives the body's pictures the smaller files they are served at (`srcset`, `sizes`), matched by
 * address to the item's `images`, so a phone downloads a file near the size it draws. The HTML was
 * sanitised when written: attributes are in double quotes and `src` is escaped as below.
 */
export function sizedBodyImages(html: string, images: readonly Image[]): string {
  const bySrc = new Map(images.filter((i) => i.widths?.length).map((i) => [escapeAttr(i.url), i]));
  if (bySrc.size === 0) return html;
  return html.replace(/<img\b([^>]*)>/g, (tag, attrs: string) => {
    if (/\bsrcset=/.test(attrs)) return tag;
    const src = /\bsrc="([^"]*)"/.exec(attrs)?.[1];
    const image = src === undefined ? undefined : bySrc.get(src);
    if (!image) return tag;
    const srcset = escapeAttr(mediaSrcSet(image.url, image.widths, image.width));
    return `<img srcset="${srcset}" sizes="${BODY_IMAGE_SIZES}"${attrs}>`;
  });
}
