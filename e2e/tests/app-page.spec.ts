import { expect, test } from "../support/fixtures.ts";
import { holdRequests } from "../support/hold.ts";
import { visit } from "../support/visit.ts";

test("the app page shows the app's name, icon and slogan, and says honestly that no store is configured", async ({
  page,
}) => {
  const response = await visit(page, "app");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "大目新闻" })).toBeVisible();
  await expect(page.getByText("看见身边的大事小情", { exact: true })).toBeVisible();
  await expect(page.locator(".app-hero__logo")).toHaveJSProperty("complete", true);
  await expect(page.getByText("这里暂时还没有 App 的下载地址")).toBeVisible();
  await expect(page.getByRole("link", { name: /App Store|Android/ })).toHaveCount(0);
  await expect(page).toHaveTitle("下载大目新闻 App - 大目新闻");
  await page.getByRole("link", { name: "继续在网页上浏览" }).click();
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();

  await page.goto("en/app");
  await expect(page.getByText("No download address is published here yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Keep reading on the web" })).toBeVisible();
});

test("a tap on the home link before the router has learnt the home route still shows home", async ({
  page,
}) => {
  // The router learns the routes of a page's links from a manifest request after hydration; held
  // back here until the tap, so the tap comes before home is known (the race a quick visitor runs
  // into). A page that leaves by a document load cancels it: then there is nothing to answer.
  let held = 0;
  const manifest = await holdRequests(page, /\/__manifest\?/, async (route) => {
    held++;
    await route.continue().catch(() => {});
  });
  await page.goto("app");
  const back = page.getByRole("link", { name: "继续在网页上浏览" });
  await page.waitForFunction(() => {
    const link = [...document.querySelectorAll("a")].find((a) => a.textContent === "继续在网页上浏览");
    return link !== undefined && Object.keys(link).some((k) => k.startsWith("__reactProps"));
  });
  await back.click();
  manifest.release();
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  await expect(page).toHaveURL(/\/davmu\/share\/$/);
  expect(held).toBeGreaterThan(0);
});
