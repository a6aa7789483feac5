import { createIdCodec, DEFAULT_ID_SALT } from "@davmu/ids";
import type { Frame, Page } from "@playwright/test";

/** A desktop browser on a laptop screen: what the PC redirect is for. */
export const DESKTOP = {
  viewport: { width: 1280, height: 800 },
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  isMobile: false,
  hasTouch: false,
  deviceScaleFactor: 1,
};

export const ids = createIdCodec(DEFAULT_ID_SALT);

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
 * Resolves once the page (or frame) has hydrated: its start-up effects ask for the anonymous token,
 * in the same commit that starts the PC-redirect timer.
 */
export function hydrated(page: Page, frame?: () => Frame | null) {
  return page.waitForRequest(
    (r) => r.url().includes("/peony/v1/auth/anonymous") && (!frame || r.frame() === frame()),
  );
}

/**
 * Asserts that no navigation to the PC page starts. The redirect fires 200 ms after hydration; a
 * window several times that long, opened after hydration, is where it would have shown.
 */
export async function expectNoPcRedirect(page: Page) {
  const pcRequest = page.waitForRequest((r) => r.isNavigationRequest() && /\/pc\?url=/.test(r.url()), {
    timeout: 1500,
  });
  await pcRequest.then(
    (r) => {
      throw new Error(`unexpected redirect to ${r.url()}`);
    },
    () => undefined,
  );
}
