import type { Page } from "@playwright/test";

/**
 * Stands in for a phone without the app: links to the app's scheme are recorded and go nowhere.
 * (Headless Chromium would instead hold them in an invisible "open external application?" prompt
 * that takes the page's input, which no phone does.)
 */
export async function withoutTheApp(page: Page) {
  await page.addInitScript(() => {
    const followed: string[] = [];
    (window as unknown as { __appLinks: string[] }).__appLinks = followed;
    document.addEventListener(
      "click",
      (event) => {
        const link = (event.target as Element | null)?.closest?.("a");
        if (link && !/^https?:/.test(link.href)) {
          followed.push(link.href);
          event.preventDefault();
        }
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __appLinks: string[] }).__appLinks);
}
