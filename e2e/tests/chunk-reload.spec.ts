import { firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { afterIdle, emulateConnection } from "../support/hold.ts";
import { visit } from "../support/visit.ts";

/** The type of the document's last load: 'navigate' for a plain load, 'reload' for a reload. */
const navigationType = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type);

test("a route chunk that fails to load reloads the page once, and not again within 60 s", async ({
  page,
}) => {
  // No prefetching: the tap is what loads the article's chunk.
  await emulateConnection(page, { effectiveType: "4g", saveData: true });
  const item = (await firstPage()).list[1]!;
  const card = page.getByRole("heading", { name: item.title, exact: true });
  await page.goto("./");
  await expect(card).toBeVisible();
  expect(await navigationType(page)).toBe("navigate");
  // A tap before hydration would be a plain page load, which needs no chunk.
  await expect(page.locator("html")).toHaveAttribute("data-chunk-reload", "armed");

  // A deployment replaced the article's chunk: requesting it fails.
  await page.route(/\/assets\/article-[^/]+\.js$/, (route) => route.abort("failed"));
  const reloaded = page.waitForEvent("load");
  await card.click();
  await reloaded;
  await expect(card).toBeVisible();
  expect(await navigationType(page)).toBe("reload");
  await expect(page).toHaveURL(/\/davmu\/share\/$/);
  await expect(page.locator("html")).toHaveAttribute("data-chunk-reload", "armed");

  // Within 60 s the page does not reload again: the tap opens the article as a plain page load,
  // which the server renders without needing the chunk.
  const opened = page.waitForEvent("load");
  await card.click();
  await opened;
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  expect(await navigationType(page)).toBe("navigate");
  expect(await page.evaluate(() => Number(sessionStorage.getItem("davmu:chunk-reload-at")))).toBeGreaterThan(
    0,
  );
});

test("a failed dynamic import reloads the page once, and not again within 60 s", async ({ page }) => {
  await page.goto("./");
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  // Before hydration nothing listens yet: an import failing then is the browser's alone.
  await expect(page.locator("html")).toHaveAttribute("data-chunk-reload", "armed");
  const fail = () =>
    page.evaluate(() => {
      // What a lazily imported chunk that is gone does: an unhandled import failure.
      void Promise.reject(
        new TypeError("Failed to fetch dynamically imported module: /davmu/share/assets/x.js"),
      );
    });
  const reloaded = page.waitForEvent("load");
  await fail();
  await reloaded;
  expect(await navigationType(page)).toBe("reload");
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-chunk-reload", "armed");

  await page.evaluate(() => {
    (window as Window & { stayed?: boolean }).stayed = true;
  });
  // Within the minute the page lets the failure be the browser's: it reaches the console unhandled.
  const unhandled = page.waitForEvent("pageerror");
  await fail();
  await unhandled;
  expect(await page.evaluate(() => (window as Window & { stayed?: boolean }).stayed)).toBe(true);
});

test("an error page whose screen's chunk is gone reloads once, then keeps the server's screen whole", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // A deployment removed the error screen's chunk: every request for it fails. Counted per
  // document, as the page hears of them: the screen is asked for as the page starts, and again once
  // it is idle.
  const chunk = /\/assets\/error-screen-[^/]+\.js$/;
  let failuresHere = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) failuresHere = 0;
  });
  page.on("requestfailed", (request) => {
    if (chunk.test(request.url())) failuresHere += 1;
  });
  await page.route(chunk, (route) => route.abort("failed"));
  const response = await visit(page, "dejin/catalog/no-such-page-here");
  expect(response.status()).toBe(404);
  // The first failure reloads the page; the reloaded page's fails too, within the minute, and the
  // page has done what it does about it once it is idle again.
  await expect.poll(() => navigationType(page).catch(() => "between documents")).toBe("reload");
  await expect.poll(() => failuresHere).toBeGreaterThan(0);
  await afterIdle(page);

  // What the server rendered stays: the not-found screen with its text and its link home.
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "页面找不到了" })).toBeVisible();
  await expect(main.getByText("链接可能已失效")).toBeVisible();
  await expect(page.getByRole("heading", { name: "显示错误页面时出错了" })).toHaveCount(0);
  expect(errors).toEqual([]);
  await main.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/\/davmu\/share\/$/);
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
});
