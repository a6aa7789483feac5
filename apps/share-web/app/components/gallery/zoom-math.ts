/**
 * The arithmetic of zooming one picture in its frame: pinch, double tap and panning, kept so the
 * picture never leaves a gap at an edge it could cover. A zoom is drawn as
 * `translate(x, y) scale(scale)` about the frame's centre; points are in CSS pixels from that
 * centre. Free of the DOM, so it is tested on its own.
 */

export type Size = { width: number; height: number };
export type Point = { x: number; y: number };
export type Zoom = { scale: number; x: number; y: number };

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 };
/** Beyond four times, a phone picture of 1080 px shows its pixels rather than more detail. */
export const MAX_SCALE = 4;
/** What a double tap or the zoom button zooms to. */
export const TAP_SCALE = 2.5;
/** Two taps within this time and distance are a double tap. */
export const DOUBLE_TAP_MS = 300;
export const DOUBLE_TAP_SLOP = 30;

/** The picture's size drawn whole inside the frame at its own aspect (CSS `object-fit: contain`). */
export function containSize(natural: Size, frame: Size): Size {
  if (natural.width <= 0 || natural.height <= 0) return frame;
  const ratio = Math.min(frame.width / natural.width, frame.height / natural.height);
  return { width: natural.width * ratio, height: natural.height * ratio };
}

export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(MAX_SCALE, Math.max(1, scale));
}

/** How far the picture may move from the centre on one axis: half of what overhangs the frame. */
function panLimit(content: number, scale: number, frame: number): number {
  return Math.max(0, (content * scale - frame) / 2);
}

const within = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;

/**
 * The zoom with its scale kept between 1 and MAX_SCALE and the picture moved back so that no edge
 * comes inside the frame where the picture is larger than it (centred where it is smaller).
 * `content` is the picture's size at scale 1 (containSize).
 */
export function clampZoom(zoom: Zoom, frame: Size, content: Size): Zoom {
  const scale = clampScale(zoom.scale);
  return {
    scale,
    x: within(zoom.x, panLimit(content.width, scale, frame.width)),
    y: within(zoom.y, panLimit(content.height, scale, frame.height)),
  };
}

/** Zooms to `scale` keeping the picture's point under `at` where it is (the fingers' or the tap's). */
export function zoomAt(zoom: Zoom, scale: number, at: Point, frame: Size, content: Size): Zoom {
  const next = clampScale(scale);
  const k = next / zoom.scale;
  return clampZoom(
    { scale: next, x: at.x - (at.x - zoom.x) * k, y: at.y - (at.y - zoom.y) * k },
    frame,
    content,
  );
}

/** A double tap: zooms in at the tap, or back out when zoomed. */
export function toggleZoomAt(zoom: Zoom, at: Point, frame: Size, content: Size): Zoom {
  return zoom.scale > 1 ? NO_ZOOM : zoomAt(zoom, TAP_SCALE, at, frame, content);
}

/** Moves a zoomed picture with a finger (or the arrow keys), within its edges. */
export function panBy(zoom: Zoom, dx: number, dy: number, frame: Size, content: Size): Zoom {
  return clampZoom({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, frame, content);
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two fingers moved from `from` to `to` since the pinch began at `start`: the picture scales with
 * the distance between them, and the point that was between them follows their middle, so the
 * picture stays under the fingers as they spread, close and move.
 */
export function pinchZoom(
  start: Zoom,
  from: [Point, Point],
  to: [Point, Point],
  frame: Size,
  content: Size,
): Zoom {
  const before = distance(from[0], from[1]);
  const scale = clampScale(before > 0 ? (start.scale * distance(to[0], to[1])) / before : start.scale);
  const m0 = middle(from[0], from[1]);
  const m = middle(to[0], to[1]);
  const k = scale / start.scale;
  return clampZoom({ scale, x: m.x - (m0.x - start.x) * k, y: m.y - (m0.y - start.y) * k }, frame, content);
}

export type Tap = { x: number; y: number; time: number };

/** Whether `second` completes a double tap begun by `first`. */
export function isDoubleTap(first: Tap | null, second: Tap): boolean {
  if (!first) return false;
  const dt = second.time - first.time;
  return dt > 0 && dt <= DOUBLE_TAP_MS && distance(first, second) <= DOUBLE_TAP_SLOP;
}

/** The zoom as CSS draws it. */
export function zoomTransform(zoom: Zoom): string {
  return zoom.scale === 1 && zoom.x === 0 && zoom.y === 0
    ? ""
    : `translate3d(${zoom.x.toFixed(1)}px, ${zoom.y.toFixed(1)}px, 0) scale(${zoom.scale.toFixed(3)})`;
}
