import { expect, type Page, test } from "@playwright/test";
import { articlePath, firstPage } from "../support/api.ts";
import { withoutTheApp } from "../support/app-links.ts";
import { warmUp } from "../support/screens.ts";

test.beforeAll(async ({ baseURL }) => warmUp(baseURL ?? ""));

const firstArticle = async () => (await firstPage()).list.find((i) => i.type === "doc" && i.cover)!;

/** What the keyboard's focus shows: its name, whether a ring is drawn and whether anything hides it. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ringWidth = style.outlineStyle === "none" ? 0 : Number.parseFloat(style.outlineWidth);
    const ring = ringWidth >= 2 || style.boxShadow !== "none";
    const box = el.getBoundingClientRect();
    // The ring reaches this far outside the element's box (an inset ring, not at all).
    const reach = Math.max(0, ringWidth + (Number.parseFloat(style.outlineOffset) || 0));
    const clippedBy: string[] = [];
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(node);
      if (overflowX === "visible" && overflowY === "visible") continue;
      const clip = node.getBoundingClientRect();
      const outside =
        box.left - reach < clip.left - 0.5 ||
        box.right + reach > clip.right + 0.5 ||
        box.top - reach < clip.top - 0.5 ||
        box.bottom + reach > clip.bottom + 0.5;
      if (outside) clippedBy.push(node.className);
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const covered = hit && !el.contains(hit) ? (hit.closest("[class]")?.className ?? hit.tagName) : null;
    const name = `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 24)}"`;
    return { name, ring, clippedBy, covered };
  });

/** Tabs through the page (forward or back) and reports each stop. */
async function tabStops(page: Page, count: number, key = "Tab") {
  const stops = [];
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press(key);
    const state = await focusState(page);
    if (state) stops.push(state);
  }
  return stops;
}

test("every tab stop of home and article shows a whole ring that nothing covers", async ({ page }) => {
  await page.goto("./");
  await expect(page.locator(".content-card").first()).toBeVisible();
  const home = await tabStops(page, 24);
  // Back up again: the sticky header and tabs must not cover what takes focus under them.
  const homeBack = await tabStops(page, 12, "Shift+Tab");
  await page.goto(articlePath(await firstArticle()));
  await expect(page.locator(".recommend .content-card").first()).toBeVisible();
  // Through the related list to the open-app bar: the bar must not hide a card that takes focus.
  const article = await tabStops(page, 14);
  const stops = [...home, ...homeBack, ...article];
  expect(stops.length).toBeGreaterThan(40);
  const bad = stops.filter((s) => !s.ring || s.clippedBy.length > 0 || s.covered);
  expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
  expect(article.some((s) => s.name.startsWith("button.open-app-bar__button"))).toBe(true);
});

test("after going to another page, Tab starts again at the header", async ({ page }) => {
  await page.goto("./");
  await expect(page.locator(".content-card").first()).toBeVisible();
  const card = page.locator(".content-card__link").nth(2);
  const title = (await card.locator("h3").textContent()) ?? "";
  await card.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.locator(".site-header__brand")).toBeFocused();
  await page.goBack();
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.locator(".site-header__brand")).toBeFocused();
});

test("the share dialog gives focus back to the button that opened it", async ({ page }) => {
  await withoutTheApp(page);
  await page.goto(articlePath(await firstArticle()));
  const opener = page.getByRole("button", { name: "App 内打开" });
  const dialog = page.getByRole("dialog", { name: "提示" });
  for (const close of ["Escape", "cancel"] as const) {
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "再考虑下" })).toBeFocused();
    if (close === "cancel") await page.keyboard.press("Enter");
    else await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

/** Every visible control of the page with its size, except links inside running text (WCAG 2.5.8). */
const targets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")]
      .filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0)
      .filter((el) => !el.closest(".article-body p, .article-body li"))
      .map((el) => {
        const { width, height } = el.getBoundingClientRect();
        return {
          name: `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 16)}"`,
          width,
          height,
        };
      }),
  );

test("every control of home and article is at least 44 by 44 px", async ({ page }) => {
  await page.goto("./");
  await expect(page.locator(".hot-list__link").first()).toBeAttached();
  const home = await targets(page);
  await page.goto(articlePath(await firstArticle()));
  await expect(page.locator(".recommend .content-card").first()).toBeVisible();
  const article = await targets(page);
  const all = [...home, ...article];
  expect(all.length).toBeGreaterThan(25);
  const small = all.filter((t) => t.width < 44 || t.height < 44);
  expect(small, JSON.stringify(small, null, 2)).toEqual([]);
});
