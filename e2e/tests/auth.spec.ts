import type { ContentPage } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { apiLogin, freshPhone, outboxCode, startLoggedIn, storedCounts } from "../support/accounts.ts";
import { apiGet, articlePath } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { API_BASE } from "../support/ports.ts";
import { visit } from "../support/visit.ts";

/** An article of its own for each phone profile and test, so counts are not shared between tests. */
async function articleFor(project: string, slot: number) {
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const docs = list.filter((i) => i.type === "doc");
  return docs[(project === "iphone" ? 0 : 1) + slot * 2]!;
}

const likeButton = (page: Page) => page.locator(".social-bar").getByRole("button", { name: /^赞/ });

test("a logged-out like leads to login with a texted code, and back to the article with the like done", async ({
  page,
}, testInfo) => {
  const item = await articleFor(testInfo.project.name, 0);
  const path = articlePath(item);
  await page.goto(path);
  const before = (await storedCounts(item.id)).like_count;
  await likeButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(`/${path}`)}$`));
  await expect(page.getByRole("heading", { level: 1, name: "手机号登录" })).toBeVisible();

  const phone = freshPhone();
  // A malformed number is caught before anything is sent.
  await page.getByLabel("手机号").fill("12345");
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("alert")).toHaveText("请输入正确的 11 位手机号");

  await page.getByLabel("手机号").fill(phone);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByRole("status")).toContainText(`${phone.slice(0, 3)}****${phone.slice(7)}`);
  // The 60 s resend countdown runs on the button.
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).toBeVisible();
  const first = await page.getByRole("button", { name: /秒后重新获取/ }).textContent();
  await expect(page.getByRole("button", { name: /秒后重新获取/ })).not.toHaveText(first!, { timeout: 3000 });

  // A wrong code is refused with a message that does not say why.
  await page.getByLabel("验证码").fill("000000");
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("验证码不正确或已失效，请重新获取");

  await page.getByLabel("验证码").fill(await outboxCode(phone));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${path}$`));
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await storedCounts(item.id)).like_count).toBe(before + 1);

  // Still logged in, and still liked, after a reload.
  await page.reload();
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
});

test("the login page shows who is logged in, and logging out ends the session", async ({
  page,
}, testInfo) => {
  const login = await apiLogin();
  await startLoggedIn(page, login);
  const item = await articleFor(testInfo.project.name, 1);
  await page.goto(articlePath(item));
  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");

  await page.goto("auth");
  await expect(page.getByRole("heading", { level: 1, name: login.user.nickname })).toBeVisible();
  await page.getByRole("button", { name: "退出登录" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "手机号登录" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("davmu.session"))).toBeNull();

  // The token no longer works on the service either.
  const after = await fetch(`${API_BASE}/peony/v3/content/${item.type}/${item.id}/user_related`, {
    headers: { Authorization: `Bearer ${login.token}` },
  });
  expect(after.status).toBe(401);
  await page.goto(articlePath(item));
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "false");
  await likeButton(page).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});

test("the login page leads back only to pages of the site", async ({ page }) => {
  await page.goto(`auth?redirect=${encodeURIComponent("https://evil.example/")}`);
  await expect(page.getByRole("link", { name: "返回刚才的页面" })).toHaveAttribute("href", "/davmu/share/");
  await page.goto(`auth?redirect=${encodeURIComponent("//evil.example/x")}`);
  await expect(page.getByRole("link", { name: "返回刚才的页面" })).toHaveAttribute("href", "/davmu/share/");
});

test("no server-rendered page carries the visitor's token or name", async ({ page }, testInfo) => {
  const login = await apiLogin();
  await startLoggedIn(page, login);
  const item = await articleFor(testInfo.project.name, 2);
  for (const path of [articlePath(item), "auth", "./", "invite", "invite/DAVMU2026", "search?keyword=地铁"]) {
    const response = await visit(page, path);
    const html = await response!.text();
    expect(html).not.toContain(login.token);
    expect(html).not.toContain(login.user.nickname);
  }
  // ... while the page itself knows the visitor once it has hydrated.
  await expect(page.getByRole("heading", { level: 1, name: login.user.nickname })).toHaveCount(0);
  await page.goto("auth");
  await expect(page.getByRole("heading", { level: 1, name: login.user.nickname })).toBeVisible();
});
