import { firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { emulateConnection, holdRequests } from "../support/hold.ts";

// No prefetching here: the navigation's own data request is the one held.
test.beforeEach(({ page }) => emulateConnection(page, { effectiveType: "4g", saveData: true }));

test("a slow client-side navigation shows the loading bar, which finishes when the page is there", async ({
  page,
}) => {
  const item = (await firstPage()).list[1]!;
  await page.goto("./");
  const bar = page.getByRole("progressbar", { name: "正在加载" });
  await expect(page.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
  await expect(bar).toBeHidden();

  const held = await holdRequests(page, /\/doc\/.*\.data(\?|$)/);
  await page.getByRole("heading", { name: item.title, exact: true }).click();
  await held.firstSeen;
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box?.y).toBe(0);
  await expect(bar).toHaveCSS("position", "fixed");

  held.release();
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(bar).toBeHidden();
});

test("a navigation whose data fails turns the bar red", async ({ page }) => {
  const item = (await firstPage()).list[1]!;
  await page.goto("./");
  await expect(page.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
  const held = await holdRequests(page, /\/doc\/.*\.data(\?|$)/, (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "boom" }),
  );
  await page.getByRole("heading", { name: item.title, exact: true }).click();
  await held.firstSeen;
  await expect(page.getByRole("progressbar", { name: "正在加载" })).toBeVisible();
  held.release();
  const failed = page.getByRole("progressbar", { name: "加载失败" });
  await expect(failed).toBeVisible();
  await expect(failed).toHaveCSS("background-color", "rgb(229, 55, 43)");
  // The error screen that replaced the page keeps the site's inline stylesheet.
  await expect(page.locator(".error-screen")).toHaveCSS("text-align", "center");
  await expect(failed).toBeHidden();
});

test("a failing browser call of the HTTP client turns the bar red", async ({ page }) => {
  await page.goto("./");
  const feed = page.locator(".feed article");
  await expect(feed.first()).toBeVisible();
  const held = await holdRequests(page, /\/peony\/v1\/content\?/, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"code":1,"msg":"boom"}' }),
  );
  await page.getByRole("button", { name: "加载更多" }).scrollIntoViewIfNeeded();
  await held.firstSeen;
  await expect(page.getByRole("progressbar", { name: "正在加载" })).toBeVisible();
  held.release();
  await expect(page.getByRole("progressbar", { name: "加载失败" })).toBeVisible();
  await expect(page.getByRole("button", { name: "加载失败，点击重试" })).toBeVisible();
});
