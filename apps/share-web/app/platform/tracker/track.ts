import { afterLoad } from "../after-load/after-load.ts";

type TrackerModule = typeof import("./tracker.ts");

let loading: Promise<TrackerModule> | undefined;

/**
 * The tracker is fetched on first use once the page has loaded and the browser is idle (or at the
 * first tap), never during server rendering or hydration; what is reported before waits for it.
 */
function load(): Promise<TrackerModule> | null {
  if (typeof window === "undefined") return null;
  loading ??= afterLoad().then(() => import("./tracker.ts").then((m) => m));
  return loading;
}

/** Runs `use` with the loaded tracker unless cancelled first; returns the cancel. */
export function withTracker(use: (m: TrackerModule) => (() => void) | undefined): () => void {
  let cancelled = false;
  let stop: (() => void) | undefined;
  load()
    ?.then((m) => {
      if (!cancelled) stop = use(m);
    })
    .catch((error: unknown) => console.error("[tracker] could not load", error));
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Reports `el` once it has been seen (expose); returns the cleanup. */
export function observeExpose(el: Element, tid: string): () => void {
  return withTracker((m) => m.observeExpose(el, tid));
}

/** Reports the view of an article, and how long and how deep it is read; returns the cleanup. */
export function trackReading(tid: string, body: Element): () => void {
  return withTracker((m) => m.trackReading(tid, body));
}

/** Reports how far `media` plays item `tid` (start, 25/50/75 %, end); returns the cleanup. */
export function trackPlayback(tid: string, media: HTMLMediaElement): () => void {
  return withTracker((m) => m.trackPlayback(tid, media));
}
