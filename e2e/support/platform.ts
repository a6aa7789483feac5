import { createIdCodec } from "@davmu/ids";
import { expect, type Frame, type Page } from "@playwright/test";
import { runPageTime } from "./page-time.ts";

/** A desktop browser on a laptop screen: what the PC redirect is for. */
export const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

/**
 * The id salt both programs of the browser tests run with: a production start refuses the public
 * default (docs/decisions/0095), and the tests make ids of their own with it.
 */
export const ID_ENV = { DAVMU_ID_SALT: "e2e-id-salt-0123456789" };

export const ids = createIdCodec(ID_ENV.DAVMU_ID_SALT);

/**
 * Resolves once React has started on the page: its client entry ran and hydration began. A page
 * whose entry has not loaded yet is only HTML; it would never run if the network went before it.
 */
export function reactStarted(page: Page) {
  return page.waitForFunction(startedInPage);
}

/** Whether React has started on the page now. */
export function hasReactStarted(page: Page): Promise<boolean> {
  return page.evaluate(startedInPage);
}

/** Runs in the page: React marks the document it renders into. */
const startedInPage = () => Object.keys(document).some((key) => key.startsWith("__reactContainer"));

/** Resolves once the element `selector` finds has hydrated: React has given it its props and handlers. */
export function elementHydrated(page: Page, selector: string) {
  return page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/**
 * Resolves once the page (or frame) has hydrated and the site's behaviours have started: its
 * start-up asks for the app's info (spec §4), on every page, after the anonymous token (kept in the
 * browser, so most pages no longer ask for one).
 */
export function hydrated(page: Page, frame?: () => Frame | null) {
  return page.waitForRequest(
    (r) => r.url().includes("/peony/v1/app/info") && (!frame || r.frame() === frame()),
  );
}

/** Where the documents of a tab write down the navigations they start. */
const NAVIGATIONS_STARTED = "e2e:navigations-started";

/**
 * Call before the page opens: the page's clock is installed, and every document of the tab writes
 * down each move to another document it starts (the Navigation API's navigate event, in the tab's
 * session storage, which the document a navigation leads to still reads). The check it returns
 * runs the page's time a second on, five times the delay of the PC redirect (a timer the site's
 * behaviours start once the page has hydrated), and asserts that no document started a move to the
 * PC page.
 */
export async function watchForPcRedirect(page: Page): Promise<() => Promise<void>> {
  await page.clock.install();
  await page.addInitScript((key) => {
    const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
    navigation?.addEventListener("navigate", (event) => {
      // A new document, not the router's own history entries.
      const { destination } = event as Event & { destination: { url: string; sameDocument: boolean } };
      if (destination.sameDocument) return;
      const started = JSON.parse(sessionStorage.getItem(key) ?? "[]") as string[];
      started.push(destination.url);
      sessionStorage.setItem(key, JSON.stringify(started));
    });
  }, NAVIGATIONS_STARTED);
  return async function expectNoPcRedirect() {
    await runPageTime(page, 1000, 200);
    const read = () =>
      page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]"), NAVIGATIONS_STARTED);
    // A document the page moved to while this asked still has the record, once it has loaded.
    const started: string[] = await read().catch(async () => {
      await page.waitForLoadState();
      return read();
    });
    expect(started.filter((url) => /\/pc\?url=/.test(url))).toEqual([]);
  };
}
