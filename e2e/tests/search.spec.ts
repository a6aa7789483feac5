import {
  CALLS,
  type ContentCard,
  type ContentDetail,
  type ContentPage,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  type HotWords,
  type SearchPage,
} from "@davmu/contract";
import type { Page } from "@playwright/test";
import { apiGet } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { visit } from "../support/visit.ts";

const box = (page: Page) => page.getByRole("searchbox", { name: "搜索内容" });
const results = (page: Page) => page.locator(".search-results .content-card");

/** A word of two Chinese characters from a published article's title, and that article. */
async function titleWord() {
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const item = list.find((i) => i.type === "doc" && /^[\u4e00-\u9fff]{2}/.test(i.title))!;
  return { item, word: item.title.slice(0, 2) };
}

test("a search in Chinese finds an article and marks the words found", async ({ page }) => {
  const { item, word } = await titleWord();
  await page.goto("search");
  await box(page).fill(word);
  await box(page).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?keyword=${encodeURIComponent(word)}$`));
  const found = await apiGet<SearchPage>(`/peony/v1/search?keyword=${encodeURIComponent(word)}&pagesize=50`);
  expect(found.list.map((h) => h.id)).toContain(item.id);
  await expect(page.getByRole("heading", { name: /找到 .+ 条相关内容/ })).toBeVisible();
  await expect(results(page).first().locator("mark").first()).toHaveText(word);
});

test("a search in Chinese finds an article by words that are only in its body, and shows them", async ({
  page,
}) => {
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  let found: { item: ContentCard; phrase: string } | undefined;
  for (const item of list.filter((i) => i.type === "doc")) {
    const detail = await apiGet<ContentDetail>(
      callPath(CALLS.contentDetail, DEFAULT_SERVICE_PREFIXES, { id: item.id }),
    );
    const text = detail.body_html.replace(/<[^>]+>/g, " ");
    const phrase = text
      .match(/[\u4e00-\u9fff]{6}/gu)
      ?.find((p) => !`${item.title}${item.summary}`.includes(p));
    if (phrase) {
      found = { item, phrase };
      break;
    }
  }
  const { item, phrase } = found!;
  await page.goto("search");
  await box(page).fill(phrase);
  await box(page).press("Enter");
  const card = results(page).filter({ hasText: item.title });
  await expect(card).toBeVisible();
  await expect(card.locator(".content-card__excerpt mark").first()).toHaveText(phrase);
  await card.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
});

test("a search link shows its results from the server, without scripts", async ({ browser }) => {
  const { item, word } = await titleWord();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await visit(page, `search?keyword=${encodeURIComponent(word)}`);
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain(`<mark class="search-mark">${word}</mark>`);
  expect(html).toContain('name="robots" content="noindex"');
  await expect(page.getByRole("heading", { name: /找到 .+ 条相关内容/ })).toBeVisible();
  // The plain form searches too.
  await page.getByRole("searchbox").fill(item.title.slice(2, 4) || word);
  await page.getByRole("button", { name: "搜索", exact: true }).click();
  await expect(page).toHaveURL(/\/search\?keyword=/);
  await context.close();
});

/** The recent searches the page keeps in the browser (written once the page is hydrated). */
const storedRecent = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem("davmu.recent-searches") ?? "");

test("recent searches stay after a reload, one can be removed, all can be cleared", async ({ page }) => {
  const { word } = await titleWord();
  await page.goto(`search?keyword=${encodeURIComponent(word)}`);
  await expect(results(page).first()).toBeVisible();
  await expect.poll(() => storedRecent(page)).toContain(word);
  await page.goto("search");
  const recent = page.getByRole("region", { name: "最近搜索" });
  await expect(recent.getByRole("link", { name: word })).toBeVisible();
  await page.reload();
  await expect(recent.getByRole("link", { name: word })).toBeVisible();
  await recent.getByRole("button", { name: `删除“${word}”` }).click();
  await expect(recent).toHaveCount(0);
  await page.goto(`search?keyword=${encodeURIComponent(word)}`);
  await expect.poll(() => storedRecent(page)).toContain(word);
  await page.goto("search");
  await page.getByRole("button", { name: "清空" }).click();
  await page.reload();
  await expect(page.getByRole("region", { name: "最近搜索" })).toHaveCount(0);
});

test("a search that finds nothing says so and offers the hot words", async ({ page }) => {
  const hot = await apiGet<HotWords>("/peony/v1/search/hot-words");
  await page.goto(`search?keyword=${encodeURIComponent("完全不存在的词组合")}`);
  await expect(page.getByText("没有找到与“完全不存在的词组合”相关的内容")).toBeVisible();
  const trending = page.getByRole("region", { name: "热门搜索" });
  await expect(trending.getByRole("link").first()).toHaveText(new RegExp(hot.list[0]!.word));
  await trending.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(hot.list[0]!.word)}`));
});

test("more results load a page at a time", async ({ page }) => {
  // A word with more than one page of hits.
  const { list } = await apiGet<HotWords>("/peony/v1/search/hot-words");
  let word = "";
  for (const candidate of [...list.map((w) => w.word), "城市", "中国", "生活"]) {
    const found = await apiGet<SearchPage>(`/peony/v1/search?keyword=${encodeURIComponent(candidate)}`);
    if (found.has_more) {
      word = candidate;
      break;
    }
  }
  expect(word, "a word of the seed with more than one page of hits").not.toBe("");
  await page.goto(`search?keyword=${encodeURIComponent(word)}`);
  await expect(results(page)).toHaveCount(10);
  await page.getByRole("button", { name: "加载更多" }).click();
  await expect.poll(() => results(page).count()).toBeGreaterThan(10);
});

test("the site header leads to search", async ({ page }) => {
  await page.goto("./");
  await page.getByRole("link", { name: "搜索" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(box(page)).toBeVisible();
});
