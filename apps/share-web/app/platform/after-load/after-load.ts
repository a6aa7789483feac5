/** At the latest this long after the load event, the site's behaviours start even on a busy page. */
export const AFTER_LOAD_TIMEOUT_MS = 3000;

/** A visitor's first tap or key starts them at once: they may be about to need them. */
const INTERACTIONS = ["pointerdown", "touchstart", "keydown"] as const;

type Target = Pick<Window, "addEventListener" | "removeEventListener">;

export type AfterLoadWindow = Target & {
  document: { readyState: DocumentReadyState };
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  setTimeout: (cb: () => void, ms: number) => unknown;
};

/**
 * The gate of the site's own behaviours (tracker, session, prefetching, service worker, WeChat,
 * redirects, appearance sync): it opens when the browser is first idle after the load event, or
 * at the visitor's first interaction if that comes sooner. Until then the page's main thread and
 * network belong to what the visitor sees: the document, its image, hydration
 * (docs/decisions/0036).
 */
export function createAfterLoadGate(win: AfterLoadWindow) {
  let open = false;
  let armed = false;
  const listeners = new Set<() => void>();

  const openGate = () => {
    if (open) return;
    open = true;
    for (const type of INTERACTIONS) win.removeEventListener(type, openGate, true);
    for (const listener of listeners) listener();
    listeners.clear();
  };

  const whenIdle = () => {
    // Safari has no requestIdleCallback: a timer lets the task that fired load finish first.
    if (win.requestIdleCallback) win.requestIdleCallback(openGate, { timeout: AFTER_LOAD_TIMEOUT_MS });
    else win.setTimeout(openGate, 1);
  };

  /** Starts watching (once): load, then idle; or the first interaction. */
  const arm = () => {
    if (armed) return;
    armed = true;
    for (const type of INTERACTIONS) win.addEventListener(type, openGate, { capture: true, passive: true });
    if (win.document.readyState === "complete") whenIdle();
    else win.addEventListener("load", whenIdle, { once: true });
  };

  return {
    isOpen: () => open,
    arm,
    /** Calls `listener` once the gate opens (at once if it already has); returns the unsubscribe. */
    subscribe(listener: () => void): () => void {
      arm();
      if (open) {
        listener();
        return () => {};
      }
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let gate: ReturnType<typeof createAfterLoadGate> | undefined;

/** The page's one gate; browser only. */
export function afterLoadGate() {
  gate ??= createAfterLoadGate(window);
  return gate;
}

/** Resolves once the site's behaviours may start. */
export function afterLoad(): Promise<void> {
  return new Promise((resolve) => afterLoadGate().subscribe(resolve));
}
