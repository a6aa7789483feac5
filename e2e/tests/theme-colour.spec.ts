import type { Page } from "@playwright/test";
import { apiGet, articlePath, firstPage } from "../support/api.ts";
import { blocking, describeViolations, runAxe } from "../support/axe.ts";
import { switchColourScheme } from "../support/colour-scheme.ts";
import { textContrast } from "../support/contrast.ts";
import { expect, test } from "../support/fixtures.ts";

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`;
};

const primaryColor = async () => {
  const { app_info } = await apiGet<{ app_info: string }>("/peony/v1/app/info?appid=1");
  return (JSON.parse(app_info) as { primaryColor: string }).primaryColor;
};

const indicatorColour = (page: Page) =>
  page
    .getByRole("navigation", { name: "频道" })
    .getByRole("link", { name: "推荐" })
    .evaluate((tab) => getComputedStyle(tab, "::after").backgroundColor);

/** Opens a page and waits until app info came and its theme colour is applied. */
async function openStarted(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue("--theme-fill")), {
      timeout: 15_000,
    })
    .not.toBe("");
}

/** The theme colour the page runs with, as app info set it in the browser. */
const themeInUse = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue("--theme"));

const metaThemeColour = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute("content");

test("the app's primary colour is in the server's HTML: the tab indicator, accents and theme-color", async ({
  page,
}) => {
  const colour = await primaryColor();
  // No script of the site runs: this is what the first paint shows.
  await page.route("**/davmu/share/assets/**/*.js", (route) => route.abort());
  await page.goto("./");
  expect(await indicatorColour(page)).toBe(rgb(colour));
  expect(await metaThemeColour(page)).toBe(colour);
  await page.goto("no/such/page");
  await expect(page.getByRole("link", { name: "返回首页" })).toHaveCSS("background-color", rgb(colour));
});

/** App info as the browser receives it, with another primary colour. */
const withPrimaryColour = (page: Page, colour: string) =>
  page.route("**/peony/v1/app/info**", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { app_info: string } };
    const info = { ...JSON.parse(body.data.app_info), primaryColor: colour };
    await route.fulfill({ response, json: { ...body, data: { app_info: JSON.stringify(info) } } });
  });

test("a primary colour changed in app info reaches every accent once the page starts", async ({ page }) => {
  const changed = "#1E88E5";
  await withPrimaryColour(page, changed);
  await page.goto("./");
  await expect.poll(() => indicatorColour(page)).toBe(rgb(changed));
  await expect.poll(() => metaThemeColour(page)).toBe(changed);
  // Text in the theme colour takes its readable shade: the same blue, darker.
  const rank = page.locator(".hot-list__rank--1");
  await expect.poll(() => textContrast(rank)).toBeGreaterThanOrEqual(4.5);
});

test.describe("any primary colour reads at WCAG AA, on a phone set to light, then to dark", () => {
  test.use({ colorScheme: "light" });
  // Two pages, each waiting for app info, and four whole-page axe runs.
  test.describe.configure({ timeout: 60_000 });
  const colours = {
    yellow: "#FFD600",
    "light cyan": "#7FE7F2",
    "dark navy": "#0B1F4B",
    "pure red": "#FF0000",
  };
  for (const [name, colour] of Object.entries(colours)) {
    test(`${name} ${colour}: home and article have no contrast failure in either theme`, async ({ page }) => {
      await withPrimaryColour(page, colour);
      const article = (await firstPage()).list.find((i) => i.type === "doc")!;
      for (const path of [articlePath(article), "./"]) {
        await openStarted(page, path);
        await expect.poll(() => themeInUse(page)).toBe(colour.toLowerCase());
        for (const colorScheme of ["light", "dark"] as const) {
          await switchColourScheme(page, colorScheme);
          const violations = blocking(await runAxe(page));
          expect(violations, `${path} (${colorScheme}):\n${describeViolations(violations)}`).toEqual([]);
          // The article's floating button and home's hot list ranks, measured as they show.
          const measured =
            path === "./"
              ? await page.locator(".hot-list__rank").all()
              : [page.getByRole("button", { name: "App 内打开" })];
          for (const text of measured) {
            expect(await textContrast(text), `${path} (${colorScheme})`).toBeGreaterThanOrEqual(4.5);
          }
        }
      }
    });
  }
});

test.describe("in dark mode", () => {
  test.use({ colorScheme: "dark" });

  test("the indicator keeps the exact colour and text in the theme colour is lightened to stay readable", async ({
    page,
  }) => {
    const colour = await primaryColor();
    await page.goto("no/such/page");
    await expect(page.getByRole("link", { name: "返回首页" })).toHaveCSS("background-color", rgb(colour));
    const code = await page.locator(".error-screen__code").evaluate((el) => getComputedStyle(el).color);
    expect(code).not.toBe(rgb(colour));
    await page.getByRole("link", { name: "返回首页" }).click();
    await expect.poll(() => indicatorColour(page)).toBe(rgb(colour));
  });
});
