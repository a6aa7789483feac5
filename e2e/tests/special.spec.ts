import { articlePath, firstPage } from "../support/api.ts";
import { specialCards, specialDetail, specialPath } from "../support/editorial.ts";
import { expect, test } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { hydrated } from "../support/platform.ts";
import { visit } from "../support/visit.ts";

test("a special shows its banner, introduction and sections of cards of several types", async ({ page }) => {
  const cards = await specialCards();
  expect(cards.map((c) => c.title)).toEqual(
    expect.arrayContaining(["2026 城市马拉松特辑", "非遗里的中国年"]),
  );
  const card = cards.find((c) => c.title === "2026 城市马拉松特辑")!;
  const detail = await specialDetail(card.id);
  await page.goto(specialPath(card));

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.title);
  await expect(page.locator(".special-banner img")).toBeVisible();
  await expect(page.locator(".special-intro__body")).toContainText("三万名跑者从滨江公园出发");
  for (const section of detail.sections) {
    const region = page.getByRole("region", { name: new RegExp(section.title) });
    await expect(region.getByRole("heading", { level: 2 })).toContainText(section.title);
    await expect(region.locator(".content-card")).toHaveCount(section.list.length);
    await expect(region.locator(".content-card").first()).toContainText(section.list[0]!.title);
  }
  const types = await page
    .locator(".special-section .content-card")
    .evaluateAll((els) => els.map((el) => el.getAttribute("data-type")));
  expect(new Set(types).size).toBeGreaterThanOrEqual(3);

  // Its share card names the special; its structured data is a collection of its items.
  const html = await (await page.request.get(specialPath(card))).text();
  expect(html).toContain(`<meta property="og:title" content="${card.title}"`);
  expect(html).toContain('"@type":"CollectionPage"');
  expect(html).toContain('"@type":"ItemList"');
});

test(
  "the section tabs stay on top and scroll to their section, marking the one being read",
  EACH_PHONE,
  async ({ page }) => {
    const [card] = await specialCards();
    const detail = await specialDetail(card!.id);
    const ready = hydrated(page);
    await page.goto(specialPath(card!));
    await ready;
    const nav = page.getByRole("navigation", { name: "专题栏目" });
    await expect(nav.getByRole("link")).toHaveText(detail.sections.map((s) => s.title));

    const last = detail.sections.at(-1)!;
    const lastHeading = page.getByRole("heading", { level: 2, name: new RegExp(last.title) });
    await expect(lastHeading).not.toBeInViewport();
    await nav.getByRole("link", { name: last.title }).click();
    await expect(lastHeading).toBeInViewport();
    await expect(lastHeading).toBeFocused();
    await expect(nav).toBeInViewport();
    await expect(nav.getByRole("link", { name: last.title })).toHaveAttribute("aria-current", "location");

    const second = detail.sections[1]!;
    await nav.getByRole("link", { name: second.title }).click();
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(second.title) })).toBeInViewport();
    await expect(nav.getByRole("link", { name: second.title })).toHaveAttribute("aria-current", "location");
  },
);

test("a special's card leads to its item; the short path shows the same special", async ({ page }) => {
  const card = (await specialCards()).find((c) => c.title === "非遗里的中国年")!;
  const detail = await specialDetail(card.id);
  await page.goto(`special/${card.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(card.title);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toContain(`/${specialPath(card)}`);

  const first = detail.sections[0]!.list[0]!;
  await page.locator(".special-section .content-card").first().click();
  await expect(page).toHaveURL(new RegExp(`/${first.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
});

test("a bad or unknown special id is the 404 page", async ({ page }) => {
  await page.goto("special/not-an-id!");
  await expect(page).toHaveURL(/\/404$/);
  await page.goto("news/special/2026/11/not-an-id!");
  await expect(page).toHaveURL(/\/404$/);
  const article = (await firstPage()).list.find((i) => i.type === "doc")!;
  for (const path of ["news/special/2026/11/zzzzzzzz", `special/${article.id}`]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
  }
  // The article itself is still there under its own path.
  expect((await visit(page, articlePath(article)))?.status()).toBe(200);
});
