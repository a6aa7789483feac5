import type { Size } from "./zoom-math.ts";

/**
 * The stage spans the page (720 px at most): its pictures' files are picked for that width. A
 * picture taller than the stage is drawn narrower, never wider, so this is the most it needs.
 */
export const GALLERY_IMAGE_SIZES = "(min-width: 720px) 720px, 100vw";

/** The thumbnails under the stage are drawn 56 px square (gallery-viewer.css). */
export const GALLERY_THUMB_SIZES = "56px";

/** The shapes a stage takes, height over width: from 16:9 to 3:4. */
const FLATTEST = 9 / 16;
const TALLEST = 4 / 3;

/**
 * The stage's height over its width: that of its tallest picture, within 16:9 and 3:4, so every
 * picture fits without the stage changing height from one to the next (no shift as the visitor
 * swipes) and a gallery of landscape pictures does not get a tall black box. The stylesheet also
 * keeps the stage within part of the screen's height.
 */
export function stageRatio(images: readonly Size[]): number {
  const tallest = Math.max(0, ...images.filter((i) => i.width > 0).map((i) => i.height / i.width));
  // No picture with a known size: a square stage.
  if (tallest === 0) return 1;
  return Math.min(TALLEST, Math.max(FLATTEST, tallest));
}
