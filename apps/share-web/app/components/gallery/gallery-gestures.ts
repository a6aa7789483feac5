import {
  containSize,
  isDoubleTap,
  NO_ZOOM,
  type Point,
  panBy,
  pinchZoom,
  type Size,
  TAP_SCALE,
  type Tap,
  toggleZoomAt,
  type Zoom,
  zoomAt,
  zoomTransform,
} from "./zoom-math.ts";

/** What the viewer's buttons and keys ask of the zoom. */
export type ZoomControl = {
  /** Zooms in at the centre, or back out (the zoom button). */
  toggle(): void;
  /** Back to the whole picture (before another picture is shown, Escape). */
  reset(): void;
  /** Moves a zoomed picture (the arrow keys). */
  pan(dx: number, dy: number): void;
  /** The picture shown changed: the last one goes back to whole. */
  show(index: number): void;
  detach(): void;
};

type Options = {
  /** Each picture's own size, in order. */
  sizes: readonly Size[];
  index: number;
  onZoomed: (zoomed: boolean) => void;
  reducedMotion: () => boolean;
};

/** A tap moves less than this (CSS px) and lasts less than this (ms). */
const TAP_MOVE = 10;
const TAP_MS = 500;
/** A pinch that ends this close to the whole picture settles on it. */
const SNAP_BACK = 1.05;

/**
 * Pinch, double-tap and pan on the pictures of a gallery strip, and the mouse's double click,
 * drag and trackpad pinch. The strip scrolls natively between pictures (CSS scroll snap); while a
 * picture is zoomed, or two fingers are down, it stops scrolling (`data-zoom`, `data-gesture`
 * read by gallery-viewer.css) and one finger moves the picture instead. The zoom is a transform
 * on the picture in its fixed frame, so nothing around it moves.
 */
export function attachZoomGestures(strip: HTMLElement, options: Options): ZoomControl {
  const { sizes, onZoomed, reducedMotion } = options;
  let index = options.index;
  let zoom = NO_ZOOM;
  let drawn: HTMLElement | null = null;
  let zoomed = false;
  let pinch: { start: Zoom; from: [Point, Point] } | null = null;
  let pan: { start: Zoom; from: Point } | null = null;
  let touch: (Tap & { moved: boolean }) | null = null;
  let lastTap: Tap | null = null;
  let lastDoubleTap = Number.NEGATIVE_INFINITY;

  const frame = () => strip.children[index]?.querySelector<HTMLElement>(".gallery-frame") ?? null;

  /** The frame's box on screen, its size, and the picture's size drawn whole in it. */
  function geometry() {
    const box = frame()?.getBoundingClientRect();
    if (!box) return null;
    const size = { width: box.width, height: box.height };
    return { box, size, content: containSize(sizes[index] ?? size, size) };
  }

  /** A point on screen, from the frame's centre. */
  function at(x: number, y: number): Point {
    const box = geometry()?.box;
    return box ? { x: x - box.left - box.width / 2, y: y - box.top - box.height / 2 } : { x: 0, y: 0 };
  }

  function apply(next: Zoom, animate: boolean) {
    const picture = frame()?.firstElementChild as HTMLElement | null | undefined;
    if (drawn && drawn !== picture) drawn.style.transform = "";
    drawn = picture ?? null;
    zoom = next;
    if (picture) {
      picture.style.transition = animate && !reducedMotion() ? "transform 0.25s ease-out" : "none";
      picture.style.transform = zoomTransform(next);
    }
    const now = next.scale > 1;
    if (now !== zoomed) {
      zoomed = now;
      if (now) strip.dataset.zoom = "in";
      else delete strip.dataset.zoom;
      onZoomed(now);
    }
  }

  const zoomWith = (change: (g: NonNullable<ReturnType<typeof geometry>>) => Zoom, animate: boolean) => {
    const g = geometry();
    if (g) apply(change(g), animate);
  };

  const inFrame = (target: EventTarget | null) =>
    target instanceof Element && !!target.closest(".gallery-frame");
  const pointOf = (t: Touch) => at(t.clientX, t.clientY);

  function onTouchStart(event: TouchEvent) {
    if (!inFrame(event.target)) return;
    const [a, b] = [event.touches[0], event.touches[1]];
    if (a && b) {
      pinch = { start: zoom, from: [pointOf(a), pointOf(b)] };
      pan = null;
      touch = null;
      strip.dataset.gesture = "pinch";
    } else if (a && event.touches.length === 1) {
      touch = { x: a.clientX, y: a.clientY, time: event.timeStamp, moved: false };
      pan = zoom.scale > 1 ? { start: zoom, from: { x: a.clientX, y: a.clientY } } : null;
    }
  }

  function onTouchMove(event: TouchEvent) {
    const [a, b] = [event.touches[0], event.touches[1]];
    if (pinch && a && b) {
      if (event.cancelable) event.preventDefault();
      const from = pinch.from;
      const start = pinch.start;
      zoomWith((g) => pinchZoom(start, from, [pointOf(a), pointOf(b)], g.size, g.content), false);
      return;
    }
    if (touch && a && Math.hypot(a.clientX - touch.x, a.clientY - touch.y) > TAP_MOVE) touch.moved = true;
    if (pan && a) {
      if (event.cancelable) event.preventDefault();
      const { start, from } = pan;
      zoomWith((g) => panBy(start, a.clientX - from.x, a.clientY - from.y, g.size, g.content), false);
    }
  }

  function onTouchEnd(event: TouchEvent) {
    if (pinch) {
      if (event.touches.length >= 2) return;
      pinch = null;
      delete strip.dataset.gesture;
      if (zoom.scale < SNAP_BACK) apply(NO_ZOOM, true);
      const rest = event.touches[0];
      // A finger still down goes on moving the zoomed picture from where it is.
      pan = rest && zoom.scale > 1 ? { start: zoom, from: { x: rest.clientX, y: rest.clientY } } : null;
      touch = null;
      return;
    }
    if (event.touches.length === 0) pan = null;
    const end = event.changedTouches[0];
    const begun = touch;
    touch = null;
    if (!begun || begun.moved || !end || event.touches.length > 0) return;
    const tap: Tap = { x: end.clientX, y: end.clientY, time: event.timeStamp };
    if (tap.time - begun.time > TAP_MS) {
      lastTap = null;
      return;
    }
    if (!isDoubleTap(lastTap, tap)) {
      lastTap = tap;
      return;
    }
    // The second tap is ours: no click, no zoom of the page.
    if (event.cancelable) event.preventDefault();
    lastTap = null;
    lastDoubleTap = tap.time;
    const point = at(tap.x, tap.y);
    zoomWith((g) => toggleZoomAt(zoom, point, g.size, g.content), true);
  }

  function onTouchCancel() {
    pinch = null;
    pan = null;
    touch = null;
    delete strip.dataset.gesture;
  }

  function onDoubleClick(event: MouseEvent) {
    // A browser that also turns a double tap into a double click: the taps were acted on already.
    if (event.timeStamp - lastDoubleTap < 800 || !inFrame(event.target)) return;
    const point = at(event.clientX, event.clientY);
    zoomWith((g) => toggleZoomAt(zoom, point, g.size, g.content), true);
  }

  // A trackpad's pinch reaches the page as a wheel with the control key.
  function onWheel(event: WheelEvent) {
    if (!event.ctrlKey || !inFrame(event.target)) return;
    event.preventDefault();
    const point = at(event.clientX, event.clientY);
    zoomWith(
      (g) => zoomAt(zoom, zoom.scale * Math.exp(-event.deltaY / 100), point, g.size, g.content),
      false,
    );
  }

  function onMouseDown(event: MouseEvent) {
    if (event.button !== 0 || zoom.scale <= 1 || !inFrame(event.target)) return;
    event.preventDefault();
    const start = zoom;
    const move = (e: MouseEvent) =>
      zoomWith(
        (g) => panBy(start, e.clientX - event.clientX, e.clientY - event.clientY, g.size, g.content),
        false,
      );
    const up = () => {
      window.removeEventListener("mousemove", move);
      window.removeEventListener("mouseup", up);
    };
    window.addEventListener("mousemove", move);
    window.addEventListener("mouseup", up);
  }

  // A turned phone gives the frame a new size; the address bar showing or hiding does not count.
  let width = window.innerWidth;
  const onResize = () => {
    if (window.innerWidth === width) return;
    width = window.innerWidth;
    apply(NO_ZOOM, false);
  };

  strip.addEventListener("touchstart", onTouchStart, { passive: true });
  // Not passive: a pinch, and a zoomed picture's pan, are the page's to handle, not the browser's.
  strip.addEventListener("touchmove", onTouchMove, { passive: false });
  strip.addEventListener("touchend", onTouchEnd, { passive: false });
  strip.addEventListener("touchcancel", onTouchCancel);
  strip.addEventListener("dblclick", onDoubleClick);
  strip.addEventListener("wheel", onWheel, { passive: false });
  strip.addEventListener("mousedown", onMouseDown);
  window.addEventListener("resize", onResize);
  // Frames take the browser's own pinch and double-tap zoom off the pictures only once this is here.
  strip.dataset.gestures = "on";

  return {
    toggle: () =>
      zoomWith(
        (g) => (zoom.scale > 1 ? NO_ZOOM : zoomAt(zoom, TAP_SCALE, { x: 0, y: 0 }, g.size, g.content)),
        true,
      ),
    reset: () => {
      if (zoom.scale > 1) apply(NO_ZOOM, true);
    },
    pan: (dx, dy) => zoomWith((g) => panBy(zoom, dx, dy, g.size, g.content), true),
    show: (next) => {
      if (next === index) return;
      apply(NO_ZOOM, false);
      index = next;
      lastTap = null;
    },
    detach: () => {
      strip.removeEventListener("touchstart", onTouchStart);
      strip.removeEventListener("touchmove", onTouchMove);
      strip.removeEventListener("touchend", onTouchEnd);
      strip.removeEventListener("touchcancel", onTouchCancel);
      strip.removeEventListener("dblclick", onDoubleClick);
      strip.removeEventListener("wheel", onWheel);
      strip.removeEventListener("mousedown", onMouseDown);
      window.removeEventListener("resize", onResize);
      delete strip.dataset.gestures;
      delete strip.dataset.zoom;
      delete strip.dataset.gesture;
    },
  };
}
