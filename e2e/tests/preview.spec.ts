import type { Page } from "@playwright/test";
import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { firstDraft, previewLink, signedPath, sitePath } from "../support/preview.ts";
import { visit } from "../support/visit.ts";

const stampOf = (url: string) => Number(new URL(url).searchParams.get("_"));

async function expectNotFound(page: Page, path: string, title: string) {
  const response = await visit(page, path);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
}

test("a link from the service shows the draft, sent once to a fresh timestamp that keeps its signature", async ({
  page,
}) => {
  const draft = await firstDraft();
  const before = Date.now();
  await page.goto(draft.url);
  const url = new URL(page.url());
  expect(url.pathname).toBe(`/davmu/share/preview-cms/doc/${draft.id}`);
  expect(url.searchParams.get("expires")).toBe(String(draft.expires));
  expect(url.searchParams.get("sig")).toBe(new URL(draft.url).searchParams.get("sig"));
  expect(stampOf(page.url())).toBeGreaterThanOrEqual(before - 1000);
  expect(stampOf(page.url())).toBeLessThanOrEqual(Date.now() + 1000);
  await expect(page.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
});

test("a stale timestamp is refreshed, a fresh one is kept", async ({ page }) => {
  const path = sitePath(await firstDraft());
  const stale = Date.now() - 60_000;
  await page.goto(`${path}&_=${stale}`);
  await expect(page).toHaveURL(/&_=\d{13}$/);
  expect(stampOf(page.url())).toBeGreaterThan(stale + 50_000);
  const fresh = Date.now();
  const response = await page.goto(`${path}&_=${fresh}`);
  expect(response?.request().redirectedFrom()).toBeNull();
  expect(stampOf(page.url())).toBe(fresh);
});

test("the draft shows in preview under a preview banner, never cached, never indexed", async ({ page }) => {
  const draft = await firstDraft();
  const response = await visit(page, sitePath(draft));
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  expect(response?.headers()["set-cookie"]).toBeUndefined();
  // In the server's HTML, not only once the banner's own code has come.
  expect(await response?.text()).toContain('class="preview-banner"');
  await expect(page.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
  const banner = page.getByRole("complementary", { name: "预览" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("预览");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
});

test("the same preview address without a signature, with a tampered one or expired is the 404 page", async ({
  page,
}) => {
  const draft = await firstDraft();
  const url = new URL(draft.url);
  const sig = url.searchParams.get("sig")!;
  const base = `preview-cms/doc/${draft.id}`;
  const tampered = `${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`;
  const expiredPast = Math.floor(Date.now() / 1000) - 60;
  for (const query of [
    "",
    `?expires=${draft.expires}`,
    `?expires=${draft.expires}&sig=${tampered}`,
    // A later expiry under the same signature: the expiry is signed too.
    `?expires=${draft.expires + 3600}&sig=${sig}`,
    `?expires=${expiredPast}&sig=${sig}`,
  ]) {
    await expectNotFound(page, `${base}${query}`, draft.title);
  }
});

test("a link signed correctly but past its expiry is the 404 page", async ({ page }) => {
  const draft = await firstDraft();
  const now = Math.floor(Date.now() / 1000);
  // Signed here as the service signs, so the only thing wrong with the second link is its expiry.
  await expect(visit(page, signedPath(draft.id, now + 600)).then((r) => r?.status())).resolves.toBe(200);
  await expectNotFound(page, signedPath(draft.id, now - 1), draft.title);
});

test("the same draft through a normal or media-account address is the 404 page", async ({ page }) => {
  const draft = await firstDraft();
  for (const path of [`news/doc/${draft.id}`, `mp/doc/${draft.id}`, `news/doc/2026/01/${draft.id}`]) {
    const response = await visit(page, path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
    await expect(page.getByText(draft.title)).toHaveCount(0);
  }
});

test("a preview id that does not decode is the 404 page, in place", async ({ page }) => {
  const response = await visit(page, `preview-cms/doc/not-an-id?_=${Date.now()}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page).toHaveURL(/\/preview-cms\/doc\/not-an-id\?_=\d+$/);
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
});

test("a published item previews too, and its public page has no preview banner", async ({ page }) => {
  const item = (await firstPage()).list[0]!;
  const link = (await previewLink(item.id))!;
  await page.goto(sitePath(link));
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "预览" })).toBeVisible();
  await page.goto(articlePath(item));
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "预览" })).toHaveCount(0);
});
