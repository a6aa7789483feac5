import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { hydrated } from "../support/platform.ts";
import { miniPrograms } from "../support/services.ts";
import { installWechatBridge, inWechat } from "../support/wechat.ts";

const wechatTest = inWechat(test);

async function open(page: Page, path: string) {
  const ready = hydrated(page);
  await page.goto(path);
  await ready;
}

test("outside WeChat the page shows the card and the ways to open it, and copies the name", async ({
  page,
  context,
}) => {
  const [program] = await miniPrograms();
  await context.grantPermissions(["clipboard-read", "clipboard-write"]).catch(() => {});
  await open(page, program!.sitePath);
  await expect(page.getByRole("heading", { level: 1, name: program!.content.title })).toBeVisible();
  await expect(page.getByText("微信小程序")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "请在微信中打开" })).toBeVisible();
  await expect(page.getByRole("img", { name: `「${program!.content.title}」页面的二维码` })).toBeVisible();
  const scheme = new URL(
    (await page.getByRole("link", { name: /直接跳转到微信打开/ }).getAttribute("href"))!,
  );
  expect(scheme.protocol).toBe("weixin:");
  expect(scheme.searchParams.get("appid")).toBe(program!.appid);
  await expect(page.locator("wx-open-launch-weapp")).toHaveCount(0);
  await page.getByRole("button", { name: "复制名称" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `已复制「${program!.content.title}」` }),
  ).toBeVisible();
});

wechatTest(
  "inside WeChat the open tag covers the button, with the mini program's id and path",
  EACH_PHONE,
  async ({ page }) => {
    const [, program] = await miniPrograms();
    await installWechatBridge(page);
    await open(page, program!.sitePath);
    await expect(page.getByRole("button", { name: "打开小程序" })).toBeVisible();
    const tag = page.locator("wx-open-launch-weapp");
    await expect(tag).toHaveCount(1);
    await expect(tag).toHaveAttribute("username", program!.username);
    await expect(tag).toHaveAttribute("path", program!.path);
    await expect(page.getByRole("heading", { name: "请在微信中打开" })).toHaveCount(0);
  },
);

test("a mini program's id that does not decode is the 404 page", async ({ page }) => {
  const [program] = await miniPrograms();
  await page.goto(program!.sitePath.replace(/[^/]+$/, "0OIl-bad"));
  await expect(page).toHaveURL(/\/404$/);
});
