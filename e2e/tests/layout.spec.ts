import type { Page } from "@playwright/test";
import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";

/** The text of every script the page loads from the site's assets. */
function recordScripts(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (/\/assets\/[^/]+\.js$/.test(response.url())) bodies.push(response.text().catch(() => ""));
  });
  return async () => (await Promise.all(bodies)).join("\n");
}

test("a page inlines the base and its own screen's styles only", async ({ request }) => {
  const item = (await firstPage()).list[0]!;
  const home = await (await request.get("./")).text();
  const article = await (await request.get(articlePath(item))).text();
  const styleIds = (html: string) => [...html.matchAll(/<style id="([^"]+)"/g)].map((m) => m[1]);
  expect(styleIds(home)).toEqual(["app-css", "css-home"]);
  expect(styleIds(article)).toEqual(["app-css", "css-article"]);
  // The article's body styles are not in the home page, nor the channel tabs in the article.
  expect(home).not.toContain(".article-body");
  expect(article).not.toContain(".channel-tabs");
  // What lies below the first screen is a file linked in the body, before it (decision 0061): the
  // footer's on every page, the comments' and related cards' on a content page.
  const linked = (html: string) =>
    [...html.matchAll(/<link rel="stylesheet" href="[^"]*\/assets\/([a-z-]+)-[\w-]{8}\.css"/g)].map(
      (m) => m[1],
    );
  expect(linked(home)).toEqual(["site-footer"]);
  expect(linked(article)).toEqual(["after-content", "site-footer"]);
  expect(article).not.toContain(".comment__body");
  expect(article.indexOf("after-content-")).toBeLessThan(article.indexOf('class="comments"'));
});

test("the comments, related cards and footer under an article are styled from their linked files", async ({
  page,
}) => {
  const item = (await firstPage()).list[0]!;
  await page.goto(articlePath(item));
  const comments = page.locator("section.comments");
  await comments.scrollIntoViewIfNeeded();
  expect(await comments.evaluate((n) => getComputedStyle(n).paddingTop)).toBe("20px");
  const card = page.locator(".recommend .content-card").first();
  await card.scrollIntoViewIfNeeded();
  expect(await card.evaluate((n) => getComputedStyle(n).paddingLeft)).toBe("16px");
  expect(await page.locator(".site-footer").evaluate((n) => getComputedStyle(n).textAlign)).toBe("center");
});

test("a client-side navigation shows the next screen with its styles from the first frame", async ({
  page,
}) => {
  const item = (await firstPage()).list[0]!;
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("data-chunk-reload", "armed");
  await page.getByRole("heading", { name: item.title, exact: true }).click();
  const title = page.getByRole("heading", { level: 1, name: item.title });
  await title.waitFor();
  // Measured as soon as the heading exists: the article's stylesheet came before the screen, and
  // the file for what lies below it too.
  expect(await title.evaluate((h) => getComputedStyle(h).fontSize)).toBe("24px");
  expect(await page.locator("section.comments").evaluate((n) => getComputedStyle(n).paddingTop)).toBe("20px");
  // Coming back home, the home screen keeps the styles its HTML carried.
  await page.goBack();
  const tabs = page.getByRole("navigation", { name: "频道" });
  await expect(tabs).toBeVisible();
  expect(await tabs.evaluate((n) => getComputedStyle(n).position)).not.toBe("static");
});

test("a Chinese page loads no English text, and the switch to English loads it", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("./");
  await expect(page.locator("html")).toHaveAttribute("data-chunk-reload", "armed");
  await expect(page.getByText("72小时热榜")).toBeVisible();
  // The page's own texts came in its HTML; no script it loaded holds the English ones.
  let loaded = await scripts();
  expect(loaded).not.toContain("Trending, 72 hours");
  expect(loaded).not.toContain("Back to the home page");

  await page.getByRole("navigation", { name: "语言" }).getByRole("link", { name: "English" }).click();
  await expect(page.getByText("Trending, 72 hours")).toBeVisible();
  loaded = await scripts();
  expect(loaded).toContain("Trending, 72 hours");
});
