/** How much wheel travel (px) makes a step: less is a stray nudge. */
const WHEEL_THRESHOLD = 40;
/** A pause this long between wheel events ends a gesture (a trackpad's inertia keeps them closer). */
const WHEEL_QUIET_MS = 200;

/**
 * One step of the feed per wheel gesture: a notch of a mouse wheel, or a swipe on a trackpad with
 * the long tail of inertia events after it, moves one clip, never several. Returns a function fed
 * each event's vertical travel (px) and time (ms), answering the step it makes: -1, 0 or 1.
 */
export function createWheelGesture(threshold = WHEEL_THRESHOLD, quietMs = WHEEL_QUIET_MS) {
  let sum = 0;
  let last = Number.NEGATIVE_INFINITY;
  let stepped = false;
  return (deltaY: number, now: number): -1 | 0 | 1 => {
    if (now - last > quietMs) {
      sum = 0;
      stepped = false;
    }
    last = now;
    if (stepped) return 0;
    sum += deltaY;
    if (Math.abs(sum) < threshold) return 0;
    stepped = true;
    return sum > 0 ? 1 : -1;
  };
}

/** A wheel event's travel in pixels, whatever unit the browser reports it in (Firefox: lines). */
export function wheelPixels(event: Pick<WheelEvent, "deltaY" | "deltaMode">, pageHeight: number): number {
  if (event.deltaMode === 1) return event.deltaY * 16;
  if (event.deltaMode === 2) return event.deltaY * pageHeight;
  return event.deltaY;
}
