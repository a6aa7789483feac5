import { expect, test } from "@playwright/test";

test("going offline shows the banner, and coming back says so briefly", async ({ page, context }) => {
  await page.goto("./");
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  const offline = page.getByRole("status").filter({ hasText: "网络已断开，请检查网络设置" });
  const restored = page.getByRole("status").filter({ hasText: "网络已恢复" });
  await expect(offline).toBeHidden();

  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await context.setOffline(true);
  await expect(offline).toBeVisible();
  // Going offline never costs the visitor the page they are reading.
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(restored).toBeVisible();
  await expect(restored).toBeHidden({ timeout: 6_000 });
});

test("the English site warns in English", async ({ page, context }) => {
  await page.goto("en");
  await expect(page.getByRole("navigation", { name: "Channels" })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Back online" })).toBeVisible();
});
