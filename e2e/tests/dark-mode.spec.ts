import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { visit } from "../support/visit.ts";

const DARK_BG = "rgb(15, 16, 18)";
const LIGHT_BG = "rgb(245, 246, 248)";

const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const darkSwitch = (page: Page) => page.getByRole("banner").getByRole("button", { name: "深色模式" });

test.describe("on a phone set to dark", () => {
  test.use({ colorScheme: "dark" });

  test("the page is dark with no choice made, and the switch turns it light", async ({ page }) => {
    await page.goto("./");
    expect(await background(page)).toBe(DARK_BG);
    await expect(darkSwitch(page)).toHaveAttribute("aria-pressed", "true");
    await darkSwitch(page).click();
    await expect(darkSwitch(page)).toHaveAttribute("aria-pressed", "false");
    expect(await background(page)).toBe(LIGHT_BG);
    expect(await page.evaluate(() => localStorage.getItem("THEME_MODE"))).toBe("light");
  });

  test("a stored light choice is painted before any script of the site runs", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("THEME_MODE", "light"));
    await page.route("**/davmu/share/assets/**/*.js", (route) => route.abort());
    await page.goto("./");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    expect(await background(page)).toBe(LIGHT_BG);
  });
});

test.describe("on a phone set to light", () => {
  test.use({ colorScheme: "light" });

  test("the switch turns the page dark, and the choice stays after a reload", async ({ page }) => {
    await page.goto("./");
    expect(await background(page)).toBe(LIGHT_BG);
    await expect(darkSwitch(page)).toHaveAttribute("aria-pressed", "false");
    await darkSwitch(page).click();
    await expect(darkSwitch(page)).toHaveAttribute("aria-pressed", "true");
    expect(await background(page)).toBe(DARK_BG);

    await page.reload();
    expect(await background(page)).toBe(DARK_BG);
    await expect(darkSwitch(page)).toHaveAttribute("aria-pressed", "true");

    // Back to what the system shows: the page follows the system again.
    await darkSwitch(page).click();
    await expect(darkSwitch(page)).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate(() => localStorage.getItem("THEME_MODE"))).toBeNull();
  });

  test("a stored dark choice is painted first, with the CSP allowing the head script", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() => {
      localStorage.setItem("THEME_MODE", "dark");
      // What <html> carries when the document is parsed, before the site's modules run.
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { themeAtParse?: string }).themeAtParse =
          document.documentElement.dataset.theme;
      });
    });
    await page.route("**/davmu/share/assets/**/*.js", (route) => route.abort());
    const response = await visit(page, "./");
    const scriptSrc = /script-src ([^;]*)/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(await page.evaluate(() => (window as unknown as { themeAtParse?: string }).themeAtParse)).toBe(
      "dark",
    );
    expect(await background(page)).toBe(DARK_BG);
    expect(violations).toEqual([]);
  });

  test("the article and the error page are dark too, with readable text", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("THEME_MODE", "dark"));
    await page.goto("no/such/page");
    expect(await background(page)).toBe(DARK_BG);
    const title = page.getByRole("heading", { name: "页面找不到了" });
    await expect(title).toHaveCSS("color", "rgb(232, 233, 235)");
    await page.getByRole("link", { name: "返回首页" }).click();
    await page.locator(".content-card").first().getByRole("heading").click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(".article-body")).toHaveCSS("color", "rgb(232, 233, 235)");
    await expect(page.locator(".page--article")).toHaveCSS("background-color", "rgb(24, 25, 28)");
  });
});
