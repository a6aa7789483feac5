import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { ids } from "../support/platform.ts";
import { visit } from "../support/visit.ts";

test("the article's server HTML holds the title and Open Graph tags before any script", async ({
  request,
}) => {
  const item = (await firstPage()).list[0]!;
  const response = await request.get(articlePath(item));
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("public");
  expect(response.headers()["set-cookie"]).toBeUndefined();
  const html = await response.text();
  const escaped = item.title.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  expect(html).toContain(`<title>${item.title.replace(/&/g, "&amp;")}`);
  expect(html).toContain(`<meta property="og:title" content="${escaped}"/>`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/[^"]+"/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/davmu\/share\/[^"]+"/);
  expect(html).toContain('<h1 class="article__title">');
});

test("a short link without year and month opens the article", async ({ page }) => {
  const item = (await firstPage()).list[0]!;
  await page.goto(`${item.actor}/doc/${item.id}`);
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
});

test("an id that does not decode ends on the 404 page, whose link goes home", async ({ page }) => {
  await page.goto("news/doc/2026/01/not-an-id!");
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/davmu\/share\/404$/);
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/\/davmu\/share\/$/);
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
});

test("on a slow phone, tapping the 404 page's link while the page hydrates still goes home", async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.goto("news/doc/2026/01/not-an-id!");
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/davmu\/share\/$/);
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible({ timeout: 15_000 });
});

test("an id that decodes but names no article shows the 404 page", async ({ page }) => {
  const unknown = ids.encode(987_654_321);
  const response = await visit(page, `news/doc/2026/01/${unknown}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
});

test("an unknown route shows the error page, in Chinese and in English", async ({ page }) => {
  const response = await visit(page, "no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
  await expect(page.getByRole("link", { name: "返回首页" })).toBeVisible();
  await page.goto("en/no/such/page");
  await expect(page.getByRole("heading", { name: "This page could not be found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL(/\/davmu\/share\/en\/?$/);
});
