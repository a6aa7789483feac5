import { expect, test } from "@playwright/test";
import { articlePath, firstPage } from "../support/api.ts";
import { firstDraftId } from "../support/platform.ts";

const stampOf = (url: string) => Number(new URL(url).searchParams.get("_"));

test("a preview without a timestamp is sent to the same address with a fresh one", async ({ page }) => {
  const draft = await firstDraftId();
  const before = Date.now();
  await page.goto(`preview-cms/doc/${draft.id}?from=cms`);
  await expect(page).toHaveURL(new RegExp(`/davmu/share/preview-cms/doc/${draft.id}\\?from=cms&_=\\d{13}$`));
  const stamp = stampOf(page.url());
  expect(stamp).toBeGreaterThanOrEqual(before - 1000);
  expect(stamp).toBeLessThanOrEqual(Date.now() + 1000);
  await expect(page.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
});

test("a stale timestamp is refreshed, a fresh one is kept", async ({ page }) => {
  const draft = await firstDraftId();
  const stale = Date.now() - 60_000;
  await page.goto(`preview-cms/doc/${draft.id}?_=${stale}`);
  await expect(page).toHaveURL(/\?_=\d{13}$/);
  expect(stampOf(page.url())).toBeGreaterThan(stale + 50_000);
  const fresh = Date.now();
  const response = await page.goto(`preview-cms/doc/${draft.id}?_=${fresh}`);
  expect(response?.request().redirectedFrom()).toBeNull();
  expect(stampOf(page.url())).toBe(fresh);
});

test("the draft shows in preview under a preview banner, never cached, never indexed", async ({ page }) => {
  const draft = await firstDraftId();
  const response = await page.goto(`preview-cms/doc/${draft.id}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["set-cookie"]).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
  const banner = page.getByRole("complementary", { name: "预览" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("预览");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test("the same draft through a normal or media-account address is the 404 page", async ({ page }) => {
  const draft = await firstDraftId();
  for (const path of [`news/doc/${draft.id}`, `mp/doc/${draft.id}`, `news/doc/2026/01/${draft.id}`]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
    await expect(page.getByText(draft.title)).toHaveCount(0);
  }
});

test("a preview id that does not decode is the 404 page, in place", async ({ page }) => {
  const response = await page.goto(`preview-cms/doc/not-an-id?_=${Date.now()}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page).toHaveURL(/\/preview-cms\/doc\/not-an-id\?_=\d+$/);
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
});

test("a published item previews too, and its public page has no preview banner", async ({ page }) => {
  const item = (await firstPage()).list[0]!;
  await page.goto(`preview-cms/doc/${item.id}`);
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "预览" })).toBeVisible();
  await page.goto(articlePath(item));
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "预览" })).toHaveCount(0);
});
