/** The narrowest and widest shapes a lone picture is shown at; beyond them it is cropped to fit. */
const TALLEST = 3 / 4;
const WIDEST = 2;

export type GridLayout = { kind: "single"; ratio: number; width: string } | { kind: "grid"; columns: 2 | 3 };

/**
 * How a post's pictures are laid out: a lone one keeps its shape (within bounds: an upright one
 * two thirds of the width, so it does not fill the screen), two and four in two columns, the
 * others in three.
 */
export function gridOf(images: readonly { width: number; height: number }[]): GridLayout {
  if (images.length === 1) {
    const { width, height } = images[0]!;
    const ratio = Math.min(WIDEST, Math.max(TALLEST, width / height));
    return { kind: "single", ratio: Math.round(ratio * 1000) / 1000, width: ratio < 1 ? "66%" : "100%" };
  }
  return { kind: "grid", columns: images.length === 2 || images.length === 4 ? 2 : 3 };
}
