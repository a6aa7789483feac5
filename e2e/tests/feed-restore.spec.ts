import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";

// The feed's cards, not the loading skeleton drawn as one: it stays a moment after the page came
// (spec §9's minimum delay), and is no card to restore.
const CARD = "main .feed > .content-card:not(.content-card--skeleton)";
const cards = (page: Page) => page.locator(CARD);

test(
  "back from an article opened deep in the feed shows the same cards at the same place",
  EACH_PHONE,
  async ({ page }) => {
    // Four pages of cards are loaded by scrolling, as a reader would: slower than one page view.
    test.setTimeout(60_000);
    await page.goto("./");
    await expect(cards(page)).toHaveCount(10);
    // Scroll until four pages are loaded, as a visitor reading on would, tapping "retry" as they
    // would should a page fail to come on a busy machine; the feed's end before 40 cards is a failure.
    const retry = page.getByRole("button", { name: "加载失败，点击重试" });
    const end = page.getByText("没有更多了");
    let retries = 0;
    while ((await cards(page).count()) < 40) {
      expect(await end.isVisible(), "the feed ended before 40 cards").toBe(false);
      if (await retry.isVisible()) {
        expect(retries++, "a page of the feed failed three times").toBeLessThan(3);
        await retry.click();
      }
      const shown = await cards(page).count();
      const y = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, 2500);
      // What the reader sees next: the page moving on, or at the end of what has come, the next
      // page's cards, the retry button or the feed's end.
      await page.waitForFunction(
        ({ y, shown, CARD }) =>
          window.scrollY > y ||
          document.querySelectorAll(CARD).length > shown ||
          document.querySelector(".feed__retry, .feed__end") !== null,
        { y, shown, CARD },
      );
    }
    // An article deep in the feed (the feed also holds videos, albums and galleries).
    const articles = cards(page).filter({ has: page.locator('a[href*="/doc/"]') });
    const card = articles.nth((await articles.count()) - 3);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("main .feed")).toHaveAttribute("aria-busy", "false");
    await expect(page.locator("main .feed .content-card--skeleton")).toHaveCount(0);
    const loaded = await cards(page).count();
    // The place is where the page stood at the tap: the click may first scroll the link clear of the
    // sticky tabs, as a finger would not need to.
    await page.evaluate(() => {
      const w = window as unknown as { tapY?: number };
      addEventListener("click", () => (w.tapY = window.scrollY), { capture: true, once: true });
    });
    const title = (await card.getByRole("heading").textContent())!;
    await card.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await page.goBack();
    await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
    // Restored at once, before anything is fetched again: the same cards, at the same place.
    expect(await cards(page).count()).toBe(loaded);
    // The same place: pictures above settle to their sized files' rounded heights, a pixel or two each,
    // so the page may sit up to a few pixels off; a lost place is a screen or more (or the top).
    const [tapY, restoredY] = await page.evaluate(() => [
      (window as unknown as { tapY?: number }).tapY ?? Number.NaN,
      window.scrollY,
    ]);
    expect(Math.abs(restoredY - tapY)).toBeLessThanOrEqual(4);
    await expect(card.getByRole("heading")).toHaveText(title);
    await expect(card).toBeInViewport();
  },
);

test("switching channels replaces the history entry: one back leaves the home page", async ({ page }) => {
  await page.goto("app");
  await page.goto("./");
  const tabs = page.getByRole("navigation", { name: "频道" });
  for (const name of ["科技", "财经", "文化"]) {
    await tabs.getByRole("link", { name }).click();
    await expect(tabs.getByRole("link", { name })).toHaveAttribute("aria-current", "page");
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/davmu\/share\/app$/);
});
