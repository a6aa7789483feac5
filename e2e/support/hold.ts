import type { Page, Route } from "@playwright/test";
import { hydrated } from "./platform.ts";

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

/**
 * Watches a page's first load to its end, idle included: call it before the page is opened.
 * `requested` holds every address the page has asked for; `settled()` resolves once the network
 * has been quiet, the site's behaviours have started (they start once the page has loaded and the
 * browser is idle, with the anonymous-token call) and the browser has been idle again after them,
 * so whatever they would start has been asked for by then.
 */
export function firstLoad(page: Page) {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  const started = hydrated(page);
  return {
    requested,
    async settled() {
      await page.waitForLoadState("networkidle");
      await started;
      await afterIdle(page);
    },
  };
}

/** Makes the page believe it is on a given connection (Network Information API). */
export function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }) {
  return page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, "connection", { get: () => c, configurable: true });
  }, connection);
}
