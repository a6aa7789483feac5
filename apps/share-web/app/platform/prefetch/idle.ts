import { IDLE_PREFETCH_TIMEOUT_MS } from "./prefetch-policy.ts";

type IdleWindow = {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (cb: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
};

/**
 * Runs `callback` when the browser is idle, at the latest after `timeout` ms. Safari has no
 * requestIdleCallback: there a short timer lets the current task (hydration) finish first.
 * Returns a function that cancels the call.
 */
export function whenIdle(
  callback: () => void,
  timeout = IDLE_PREFETCH_TIMEOUT_MS,
  win: IdleWindow = window as unknown as IdleWindow,
): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(callback, { timeout });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(callback, 1);
  return () => win.clearTimeout(handle);
}
