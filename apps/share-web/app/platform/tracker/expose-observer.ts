/** An item counts as seen when at least half of it stays on screen this long (docs/decisions/0013). */
export const EXPOSE_RATIO = 0.5;
export const EXPOSE_DWELL_MS = 500;

type Options = {
  onExpose: (tid: string) => void;
  /** Whether the item was already reported in this page view. */
  seen: (tid: string) => boolean;
  createObserver?: (cb: IntersectionObserverCallback, init: IntersectionObserverInit) => IntersectionObserver;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/**
 * Watches list items and reports each once, after it has been at least half visible for the dwell
 * time: a card flicked past is not an exposure.
 */
export function createExposeObserver(options: Options) {
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t as ReturnType<typeof setTimeout>));
  const tids = new WeakMap<Element, string>();
  const timers = new Map<Element, unknown>();
  const create =
    options.createObserver ?? ((cb, init) => new IntersectionObserver(cb, init) as IntersectionObserver);

  const stopTimer = (el: Element) => {
    if (timers.has(el)) clearTimer(timers.get(el));
    timers.delete(el);
  };

  const observer = create(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target;
        const tid = tids.get(el);
        if (!tid) continue;
        if (entry.isIntersecting && entry.intersectionRatio >= EXPOSE_RATIO) {
          if (timers.has(el)) continue;
          timers.set(
            el,
            setTimer(() => {
              timers.delete(el);
              observer.unobserve(el);
              if (!options.seen(tid)) options.onExpose(tid);
            }, EXPOSE_DWELL_MS),
          );
        } else {
          stopTimer(el);
        }
      }
    },
    { threshold: [0, EXPOSE_RATIO] },
  );

  return {
    observe(el: Element, tid: string): () => void {
      if (options.seen(tid)) return () => {};
      tids.set(el, tid);
      observer.observe(el);
      return () => {
        stopTimer(el);
        observer.unobserve(el);
      };
    },
  };
}
