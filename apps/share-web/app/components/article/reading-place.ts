import { keptRecent } from "../../platform/data/kept-recent.ts";

/** How many articles' places the browser keeps: the oldest is dropped for a new one. */
const KEPT_PLACES = 50;
/** Read no further down than this (px), a reader is at the start: nothing is kept. */
const MIN_PLACE = 200;
/** Scrolling settles this long before the place is kept. */
const SETTLE_MS = 400;
/** After the place is restored, it is held this long while what is above it takes its size. */
const HOLD_MS = 3000;
/** What the reader does that takes the page's scroll back from the restoring. */
const INTERACTIONS = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/** Where the visitor stopped reading each of the articles they read last, in this browser (px). */
const readingPlaces = keptRecent<number>("davmu.reading-places", KEPT_PLACES, (value) =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null,
);

/**
 * Brings a reader back to where they stopped reading article `id` (docs/decisions/0109): the
 * place is kept in this browser while they read (none once the end of `body` was on screen, nor
 * near the top), and a later visit scrolls there once the page has loaded (its pictures sized), and
 * holds it while what is above it settles, until the reader scrolls. An address with a #fragment
 * goes where it points instead, and a page the browser or the router already scrolled (back to
 * an entry of the history: React Router's ScrollRestoration) stays where it is. Returns what
 * stops it.
 */
export function keepReadingPlace(id: string, body: () => HTMLElement | null): () => void {
  let place = readingPlaces.get(id);
  let settle: ReturnType<typeof setTimeout> | undefined;
  let stopHold = () => {};

  const keep = () => {
    const end = body()?.getBoundingClientRect().bottom;
    const read = end !== undefined && end <= window.innerHeight;
    const next = read || window.scrollY < MIN_PLACE ? null : Math.round(window.scrollY);
    if (next === place) return;
    place = next;
    readingPlaces.set(id, next);
  };
  const onScroll = () => {
    clearTimeout(settle);
    settle = setTimeout(keep, SETTLE_MS);
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") keep();
  };

  const restore = () => {
    window.removeEventListener("load", restore);
    const to = place;
    if (to === null || window.location.hash || window.scrollY > 0) {
      // Already moved (by the reader before this code came, or by the browser or the router): kept.
      if (window.scrollY > 0) keep();
      return;
    }
    window.scrollTo(0, to);
    // Pictures or parts above the place may still change its height: the place is held.
    const hold = new ResizeObserver(() => {
      if (Math.abs(window.scrollY - to) > 1) window.scrollTo(0, to);
    });
    hold.observe(document.body);
    const timer = setTimeout(() => stopHold(), HOLD_MS);
    stopHold = () => {
      hold.disconnect();
      clearTimeout(timer);
      for (const type of INTERACTIONS) window.removeEventListener(type, stopHold, true);
      stopHold = () => {};
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, stopHold, { capture: true, passive: true });
  };
  // The body's pictures have their sizes once the page has loaded.
  if (document.readyState === "complete") restore();
  else window.addEventListener("load", restore);

  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("pagehide", keep);
  document.addEventListener("visibilitychange", onHidden);
  return () => {
    window.removeEventListener("load", restore);
    window.removeEventListener("scroll", onScroll);
    window.removeEventListener("pagehide", keep);
    document.removeEventListener("visibilitychange", onHidden);
    clearTimeout(settle);
    stopHold();
  };
}
