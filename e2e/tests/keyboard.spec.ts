import { articlePath, firstPage } from "../support/api.ts";
import { withoutTheApp } from "../support/app-links.ts";
import { expect, test } from "../support/fixtures.ts";
import { tabStops, targets } from "../support/focus.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { warmUp } from "../support/screens.ts";

test.beforeAll(async ({ baseURL }) => warmUp(baseURL ?? ""));

const firstArticle = async () => (await firstPage()).list.find((i) => i.type === "doc" && i.cover)!;

test(
  "every tab stop of home and article shows a whole ring that nothing covers",
  EACH_PHONE,
  async ({ page }) => {
    await page.goto("./");
    await expect(page.locator(".content-card").first()).toBeVisible();
    const home = await tabStops(page, 24);
    // Back up again: the sticky header and tabs must not cover what takes focus under them.
    const homeBack = await tabStops(page, 12, "Shift+Tab");
    await page.goto(articlePath(await firstArticle()));
    await expect(page.locator(".recommend .content-card").first()).toBeVisible();
    // Through the social bar, the comments and the related list to the open-app bar: the bar must not
    // hide a control that takes focus.
    const article = await tabStops(page, 70);
    const stops = [...home, ...homeBack, ...article];
    expect(stops.length).toBeGreaterThan(40);
    const bad = stops.filter((s) => !s.ring || s.clippedBy.length > 0 || s.covered);
    expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
    expect(article.some((s) => s.name.startsWith("button.open-app-bar__button"))).toBe(true);
  },
);

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

test("the share dialog gives focus back to the button that opened it", EACH_PHONE, async ({ page }) => {
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

test("every control of home and article is at least 44 by 44 px", EACH_PHONE, async ({ page }) => {
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

test(
  "every control of the login, search, invitation and account pages is at least 44 by 44 px",
  EACH_PHONE,
  async ({ page }) => {
    const mp = (await firstPage()).list.find((i) => i.mp)!.mp!;
    const all = [];
    for (const [path, ready] of [
      [`mp/user/${mp.id}`, page.locator(".account-suggested__card").first()],
      ["news/topic", page.locator(".topic-card").first()],
      ["auth", page.getByRole("button", { name: "获取验证码" })],
      ["search?keyword=地铁", page.locator(".search-results .content-card").first()],
      ["search", page.getByRole("region", { name: "热门搜索" })],
      ["invite/DAVMU2026", page.getByRole("status").filter({ hasText: "还可邀请" })],
      ["invite", page.getByRole("button", { name: "下一步" })],
    ] as const) {
      await page.goto(path);
      await expect(ready).toBeVisible();
      all.push(...(await targets(page)));
    }
    expect(all.length).toBeGreaterThan(30);
    const small = all.filter((t) => t.width < 44 || t.height < 44);
    expect(small, JSON.stringify(small, null, 2)).toEqual([]);
  },
);
