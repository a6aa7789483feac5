import { expect, test } from "@playwright/test";

test("the app page shows the app's name, icon and slogan, and says honestly that no store is configured", async ({
  page,
}) => {
  const response = await page.goto("app");
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
