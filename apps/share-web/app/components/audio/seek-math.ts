import { formatDuration } from "@davmu/format";

/** How far an arrow key moves the position, in seconds. */
export const SEEK_STEP = 5;
/** How far Page Up / Page Down and the skip buttons move it. */
export const SKIP_STEP = 15;

/** The position a pointer at `clientX` points to on a bar from `left`, `width` wide, of `max` seconds. */
export function positionAt(clientX: number, left: number, width: number, max: number): number {
  if (!(width > 0) || !(max > 0)) return 0;
  return Math.min(max, Math.max(0, ((clientX - left) / width) * max));
}

/**
 * The position a key moves the slider to (the WAI-ARIA slider's keys), or null for a key the slider
 * does not take.
 */
export function positionForKey(key: string, value: number, max: number): number | null {
  const clamp = (v: number) => Math.min(Math.max(0, max), Math.max(0, v));
  switch (key) {
    case "ArrowRight":
    case "ArrowUp":
      return clamp(value + SEEK_STEP);
    case "ArrowLeft":
    case "ArrowDown":
      return clamp(value - SEEK_STEP);
    case "PageUp":
      return clamp(value + SKIP_STEP);
    case "PageDown":
      return clamp(value - SKIP_STEP);
    case "Home":
      return 0;
    case "End":
      return clamp(max);
    default:
      return null;
  }
}

/** `m:ss` (or `h:mm:ss`) of a position; 0:00 for a length not known yet. */
export function clockText(seconds: number): string {
  return formatDuration(Number.isFinite(seconds) && seconds > 0 ? seconds : 0);
}
