/** How far a card must travel, as a share of its width, to fly off when let go. */
export const SWIPE_SHARE = 0.22;

/** What a drag of `dx` px over a card `width` px wide does when let go: to the left is the next card. */
export function swipeOutcome(dx: number, width: number): "next" | "prev" | "stay" {
  const needed = Math.max(48, width * SWIPE_SHARE);
  if (dx <= -needed) return "next";
  if (dx >= needed) return "prev";
  return "stay";
}
