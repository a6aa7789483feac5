import { articlePath, firstArticle } from "../support/api.ts";
import { withoutTheApp } from "../support/app-links.ts";
import { expect } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";
import { test, untilHydrated, wechatTest } from "../support/share-page.ts";

// The open-in-app button: the app's scheme, the download page, WeChat's way to the browser, and the
// dialog in between.

/** Without a configured download page, "立即前往" leads to the site's own app page. */
const APP_PAGE_URL = `${SITE_ORIGIN}${BASE_PATH}/app`;

wechatTest(
  "inside WeChat without the open tag the button shows the way to the browser, and claims no failure",
  EACH_PHONE,
  async ({ page }) => {
    const item = await firstArticle();
    const appLinks = await withoutTheApp(page);
    await page.goto(articlePath(item));
    await untilHydrated(page);
    const button = page.getByRole("button", { name: "App 内打开" });
    await button.click();
    const guide = page.getByRole("dialog", { name: "在浏览器中打开" });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole("listitem")).toHaveText(["点击右上角的 ···", "选择「在浏览器打开」"]);
    await expect(page.getByRole("dialog", { name: "提示" })).toBeHidden();
    await expect(page.getByText(/未能打开/)).toBeHidden();
    expect(await appLinks()).toEqual([]);
    // The guide takes focus, closes with Escape and gives focus back to the button.
    await expect(guide.getByRole("button", { name: "知道了" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(guide).toBeHidden();
    await expect(button).toBeFocused();
    // A tap anywhere closes it too.
    await button.click();
    await expect(guide).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(guide).toBeHidden();
    await page.goto(`en/${articlePath(item)}`);
    await untilHydrated(page);
    await page.getByRole("button", { name: "Open in app" }).click();
    await expect(page.getByRole("dialog", { name: "Open in your browser" })).toBeVisible();
  },
);

test(
  "outside WeChat the button tries the app's scheme, then offers the download page",
  EACH_PHONE,
  async ({ page }) => {
    const item = await firstArticle();
    const sdkRequests: string[] = [];
    page.on("request", (r) => {
      if (/weixin-js-sdk/.test(r.url())) sdkRequests.push(r.url());
    });
    const appLinks = await withoutTheApp(page);
    await page.goto(articlePath(item));
    await page.getByRole("button", { name: "App 内打开" }).click();
    await expect.poll(appLinks).toEqual([`davmu://content?type=doc&id=${item.id}`]);
    const dialog = page.getByRole("dialog", { name: "提示" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("未能打开 App");
    await dialog.getByRole("button", { name: "立即前往" }).click();
    await expect(page).toHaveURL(APP_PAGE_URL);
    await expect(page.getByRole("heading", { level: 1, name: "大目新闻" })).toBeVisible();
    expect(sdkRequests).toEqual([]);
  },
);

test(
  "a tap before the page is idle still tries the app, then offers the download page",
  EACH_PHONE,
  async ({ page }) => {
    const item = await firstArticle();
    const appLinks = await withoutTheApp(page);
    // The load event waits for the pictures: held, the page never becomes idle after load.
    await page.route(/\/media\//, () => {});
    const controller: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/open-app-controller-[\w-]+\.js$/.test(r.url())) controller.push(r.url());
    });
    await page.goto(articlePath(item), { waitUntil: "domcontentloaded" });
    await untilHydrated(page);
    // What the button does comes at idle or with the tap: the tap is kept until it is there.
    expect(controller).toEqual([]);
    await page.getByRole("button", { name: "App 内打开" }).click();
    await expect.poll(appLinks).toEqual([`davmu://content?type=doc&id=${item.id}`]);
    await expect(page.getByRole("dialog", { name: "提示" })).toBeVisible();
  },
);

test("the share dialog shows the spec's texts, and its cancel keeps the visitor on the page", async ({
  page,
}) => {
  const item = await firstArticle();
  await withoutTheApp(page);
  await page.goto(articlePath(item));
  await page.getByRole("button", { name: "App 内打开" }).click();
  const dialog = page.getByRole("dialog", { name: "提示" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "提示" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "立即前往" })).toBeVisible();
  await dialog.getByRole("button", { name: "再考虑下" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${item.id}$`));
  await expect(page.getByRole("button", { name: "App 内打开" })).toBeEnabled();

  await page.goto(`en/${articlePath(item)}`);
  await untilHydrated(page);
  await page.getByRole("button", { name: "Open in app" }).click();
  const english = page.getByRole("dialog", { name: "Notice" });
  await expect(english.getByRole("button", { name: "Go now" })).toBeVisible();
  await expect(english.getByRole("button", { name: "Maybe later" })).toBeVisible();
});
