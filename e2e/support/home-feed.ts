import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Scrolls home's feed down a page at a time, as a reader would, until `card` is in it or the feed
 * has ended (the caller's own check then says what is missing). Each step waits for what the reader
 * sees come: the next page's cards, the end of the feed, or the button to retry a page that failed.
 */
export async function scrollFeedUntil(page: Page, card: Locator) {
  const cards = page.locator(".feed article");
  const end = page.locator(".feed__end");
  const retry = page.locator(".feed__retry");
  while ((await card.count()) === 0 && (await end.count()) === 0) {
    const shown = await cards.count();
    await page.locator(".feed__footer").scrollIntoViewIfNeeded();
    await cards.nth(shown).or(end).or(retry).first().waitFor({ state: "attached" });
    await expect(retry, "a page of the feed failed to come").toHaveCount(0);
  }
}
