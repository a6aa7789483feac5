import type { Page, Route } from "@playwright/test";

/**
 * Holds every request matching `pattern` until `release()` is called, so a test can look at the
 * page while a request is under way without any sleep.
 */
export async function holdRequests(page: Page, pattern: RegExp, answer?: (route: Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen!: () => void;
  const firstSeen = new Promise<void>((resolve) => {
    seen = resolve;
  });
  await page.route(pattern, async (route) => {
    seen();
    await released;
    await (answer ? answer(route) : route.continue());
  });
  return { release, firstSeen };
}

/** Resolves after the browser has been idle once more than the prefetcher waits for. */
export function afterIdle(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (cb: () => void) =>
          "requestIdleCallback" in window ? requestIdleCallback(cb, { timeout: 2000 }) : setTimeout(cb, 50);
        idle(() => idle(() => resolve()));
      }),
  );
}

/** Makes the page believe it is on a given connection (Network Information API). */
export function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  return page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, "connection", { get: () => c, configurable: true });
  }, connection);
}
