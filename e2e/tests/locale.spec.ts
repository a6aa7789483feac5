import type { Page } from "@playwright/test";
import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";

const HOME = `${SITE_ORIGIN}${BASE_PATH}/`;
const switcher = (page: Page, name: "语言" | "Language") => page.getByRole("navigation", { name });
const localeCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === "davmu_locale")?.value;

test("the English prefix shows the site in English", async ({ page }) => {
  await page.goto("en/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  const tabs = page.getByRole("navigation", { name: "Channels" });
  await expect(tabs.getByRole("link", { name: "For you" })).toHaveAttribute("aria-current", "page");
  await expect(switcher(page, "Language").getByRole("link", { name: "English" })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("the switch moves the page between locales and remembers the choice in a cookie", async ({ page }) => {
  const item = (await firstPage()).list[0]!;
  await page.goto(articlePath(item));
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await switcher(page, "语言").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`${HOME}en/${articlePath(item)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  // Times and counts speak English too, not only the labels.
  await expect(page.locator("main time").first()).toHaveText(
    /^(Today \d{2}:\d{2}|[A-Z][a-z]{2} \d{1,2}, \d{4})$/,
  );
  await expect(page.getByText(/^\d+(\.\d)?[KMB]? views$/)).toBeVisible();
  expect(await localeCookie(page)).toBe("en");

  await switcher(page, "Language").getByRole("link", { name: "中文" }).click();
  await expect(page).toHaveURL(`${HOME}${articlePath(item)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  expect(await localeCookie(page)).toBe("zh");
});

test("a switch to English shows the times in English with the rest of the page, not a moment later", async ({
  page,
}) => {
  await page.goto("./");
  await page.waitForLoadState("networkidle");
  // Every change of the page from the click on: never English labels beside Chinese times.
  await page.evaluate(() => {
    const w = window as unknown as { mixed: string[] };
    w.mixed = [];
    new MutationObserver(() => {
      if (document.documentElement.lang !== "en-US") return;
      const times = [...document.querySelectorAll("main time")].map((t) => t.textContent ?? "");
      const chinese = times.find((text) => /[\u4e00-\u9fff]/.test(text));
      if (chinese) w.mixed.push(chinese);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  await switcher(page, "语言").getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("navigation", { name: "Channels" })).toBeVisible();
  await expect(page.locator("main time").first()).toHaveText(/ ago$|^Just now$|^[A-Z][a-z]{2} \d/);
  expect(await page.evaluate(() => (window as unknown as { mixed: string[] }).mixed)).toEqual([]);
});

test("choosing the current locale does nothing", async ({ page }) => {
  await page.goto("en/");
  await expect(page.getByRole("navigation", { name: "Channels" })).toBeVisible();
  await switcher(page, "Language").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`${HOME}en/`);
  expect(await localeCookie(page)).toBeUndefined();
});

test("a visitor who chose English and opens the site root lands on the English home", async ({ page }) => {
  await page.goto("./");
  await switcher(page, "语言").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(`${HOME}en/`);
  await page.goto("./");
  await expect(page).toHaveURL(`${HOME}en/`);
  await expect(page.getByRole("navigation", { name: "Channels" })).toBeVisible();
  // A path that names its locale is kept.
  await page.goto("404");
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
});

test("the root's HTML is the same for every visitor: no Set-Cookie, no Vary on cookies", async ({
  request,
}) => {
  for (const headers of [{}, { Cookie: "davmu_locale=en" }] as Record<string, string>[]) {
    const response = await request.get("./", { headers, maxRedirects: 0 });
    expect(response.status()).toBe(200);
    expect(response.headers()["set-cookie"]).toBeUndefined();
    expect(response.headers().vary ?? "").not.toMatch(/cookie/i);
    expect(await response.text()).toContain('lang="zh-CN"');
  }
});
