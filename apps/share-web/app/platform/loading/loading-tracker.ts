import { FETCH_MIN_DELAY_MS } from "@davmu/contract/client";

/**
 * hidden: nothing under way (or not for long enough to show); active: the bar runs;
 * done: it fills and fades; failed: it turns red and fades.
 */
export type LoadingPhase = "hidden" | "active" | "done" | "failed";
export type LoadingSnapshot = { count: number; phase: LoadingPhase };

type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

export type LoadingTrackerOptions = {
  /** A request shows the bar only once it has taken this long (spec §9 fetch minimum delay). */
  showDelayMs?: number;
  /** How long the finished bar takes to fill and fade. */
  fadeMs?: number;
  /** How long the red bar of a failure stays: long enough to be noticed. */
  failedMs?: number;
  timers?: Timers;
};

/** A cancelled request (the visitor left, or a newer request replaced it) is not a failure. */
export function isCancel(error: unknown): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { kind?: unknown; name?: unknown };
  return e.kind === "cancel" || e.name === "AbortError";
}

/**
 * The loading indicator of spec §4: counts concurrent requests, finishes at zero, fails on a
 * non-cancel error. Pure: time comes from the injected timers, so it is tested with fake ones.
 */
export function createLoadingTracker(options: LoadingTrackerOptions = {}) {
  const showDelayMs = options.showDelayMs ?? FETCH_MIN_DELAY_MS;
  const fadeMs = options.fadeMs ?? 400;
  const failedMs = options.failedMs ?? 1500;
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle),
  };
  let snapshot: LoadingSnapshot = { count: 0, phase: "hidden" };
  let showTimer: unknown = null;
  let fadeTimer: unknown = null;
  const listeners = new Set<() => void>();

  function update(next: Partial<LoadingSnapshot>) {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  }
  function clear(timer: unknown) {
    if (timer !== null) timers.clearTimeout(timer as never);
  }
  function fadeOut(phase: "done" | "failed") {
    clear(showTimer);
    showTimer = null;
    clear(fadeTimer);
    update({ phase });
    fadeTimer = timers.setTimeout(
      () => {
        fadeTimer = null;
        update({ phase: "hidden" });
      },
      phase === "failed" ? failedMs : fadeMs,
    );
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A request or navigation began. */
    start() {
      const wasIdle = snapshot.count === 0;
      update({ count: snapshot.count + 1 });
      if (!wasIdle || snapshot.phase === "active") return;
      if (snapshot.phase === "failed") return; // the red bar stays until the whole batch ends
      clear(fadeTimer);
      fadeTimer = null;
      update({ phase: "hidden" });
      showTimer = timers.setTimeout(() => {
        showTimer = null;
        if (snapshot.count > 0 && snapshot.phase === "hidden") update({ phase: "active" });
      }, showDelayMs);
    },
    /** A request ended; pass its error, if any. */
    end(error?: unknown) {
      const count = Math.max(0, snapshot.count - 1);
      update({ count });
      const failed = error !== undefined && error !== null && !isCancel(error);
      if (failed) {
        // Shown at once, even before the delay: a failure is worth telling about.
        clear(showTimer);
        showTimer = null;
        clear(fadeTimer);
        fadeTimer = null;
        update({ phase: "failed" });
      }
      if (count > 0) return;
      if (snapshot.phase === "failed") fadeOut("failed");
      else if (snapshot.phase === "active") fadeOut("done");
      else {
        // Finished before the delay: the visitor never sees a flash of the bar.
        clear(showTimer);
        showTimer = null;
      }
    },
  };
}

export type LoadingTracker = ReturnType<typeof createLoadingTracker>;

/** The browser's one tracker, fed by the HTTP client and by navigations. */
export const loadingTracker = createLoadingTracker();
