import { expect, type Page, test } from "@playwright/test";
import { apiGet } from "../support/api.ts";

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

test("a primary colour changed in app info reaches every accent once the page starts", async ({ page }) => {
  const changed = "#1E88E5";
  await page.route("**/peony/v1/app/info**", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { app_info: string } };
    const info = { ...JSON.parse(body.data.app_info), primaryColor: changed };
    await route.fulfill({ response, json: { ...body, data: { app_info: JSON.stringify(info) } } });
  });
  await page.goto("./");
  await expect.poll(() => indicatorColour(page)).toBe(rgb(changed));
  await expect.poll(() => metaThemeColour(page)).toBe(changed);
  await expect(page.locator(".hot-list__rank--1")).toHaveCSS("color", rgb(changed));
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
