import type { GalleryImage } from "@davmu/contract/client";
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
 * The stage's height over its width: the first picture's shape (within 16:9 and 3:4), so the
 * picture a gallery opens with fills the width with no bars, as photo apps' inline carousels do;
 * a picture of another shape is drawn whole inside it. The stage keeps this height whichever
 * picture is shown (no shift as the visitor swipes), and the stylesheet keeps it within part of
 * the screen's height.
 */
export function stageRatio(images: readonly Size[]): number {
  const first = images.find((i) => i.width > 0 && i.height > 0);
  // No picture with a known size: a square stage.
  if (!first) return 1;
  return Math.min(TALLEST, Math.max(FLATTEST, first.height / first.width));
}

/** What the viewer draws of a picture. */
export type ViewerImage = Pick<GalleryImage, "url" | "width" | "height" | "widths" | "caption" | "alt">;
