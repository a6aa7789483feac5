import type { InviteRecord, Login } from "@davmu/contract";
import type { Page } from "@playwright/test";
import {
  apiLogin,
  freshPhone,
  outboxCode,
  startLoggedIn,
  TEST_CODE,
  testPhone,
} from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { API_BASE } from "../support/ports.ts";
import { visit } from "../support/visit.ts";

/** A new user's own invitation (made on their first ask), as the service records it. */
async function recordOf(login: Login): Promise<InviteRecord> {
  const response = await fetch(`${API_BASE}/peony/v1/invite/record`, {
    headers: { Authorization: `Bearer ${login.token}` },
  });
  return ((await response.json()) as { data: InviteRecord }).data;
}

/** A fresh inviter and their code, so no test shares an invitation's uses. */
async function inviter() {
  const login = await apiLogin();
  return { login, code: (await recordOf(login)).code };
}

const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector(".auth-form__submit");
    return button !== null && Object.keys(button).some((k) => k.startsWith("__reactProps"));
  });

test("an invitation link shows who invites, registers a new number and counts it for the inviter", async ({
  page,
}) => {
  const { login, code } = await inviter();
  const response = await visit(page, `invite/${code.toLowerCase()}`);
  expect(response?.status()).toBe(200);
  // The HTML is the same for everyone: the inviter's name comes after it, from the browser.
  expect(await response!.text()).not.toContain(login.user.nickname);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${login.user.nickname} 邀请你加入`);
  await expect(page.getByText(code, { exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "还可邀请" })).toBeVisible();

  await hydrated(page);
  const phone = freshPhone();
  await page.getByLabel("手机号", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await page.getByLabel("验证码", { exact: true }).fill(await outboxCode(phone, "register"));
  await page.getByRole("button", { name: "注册并加入" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "欢迎加入大目新闻" })).toBeVisible();
  await expect(page.getByText(`你已通过 ${login.user.nickname} 的邀请完成注册`)).toBeVisible();

  const record = await recordOf(login);
  expect(record.used_count).toBe(1);
  expect(record.list).toHaveLength(1);

  // The new user is logged in: after a reload, the same link says the code is for new users.
  await page.reload();
  await expect(page.getByText("你已登录，邀请码仅限新用户注册使用")).toBeVisible();
  await page.getByRole("link", { name: "我的邀请" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "我的邀请" })).toBeVisible();
  await expect(page.getByText("已邀请 0 人")).toBeVisible();
});

test("a number that has an account is told to log in instead, and nothing is used up", async ({
  page,
}, testInfo) => {
  const { login, code } = await inviter();
  // A reviewer's number: it has an account once logged in, and its codes are never capped.
  const phone = testPhone(testInfo.project.name);
  await apiLogin(phone);
  await page.goto(`invite/${code}`);
  await hydrated(page);
  await page.getByLabel("手机号", { exact: true }).fill(phone);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await page.getByLabel("验证码", { exact: true }).fill(TEST_CODE);
  await page.getByRole("button", { name: "注册并加入" }).click();
  await expect(page.getByRole("alert")).toHaveText("这个手机号已经注册过了，请直接登录");
  expect((await recordOf(login)).used_count).toBe(0);
});

test("the inviter sees their code, the link to send and who joined", async ({ page }) => {
  const { login, code } = await inviter();
  await startLoggedIn(page, login);
  await page.goto("invite");
  await expect(page.getByRole("heading", { level: 1, name: "我的邀请" })).toBeVisible();
  await expect(page.locator(".invite-mine__code")).toHaveText(code);
  await expect(page.locator(".invite-mine__link")).toHaveText(new RegExp(`/davmu/share/invite/${code}$`));
  await expect(page.getByText("还没有人通过你的邀请加入")).toBeVisible();
});

test("a code typed on the page leads to its invitation; a malformed one is refused", async ({ page }) => {
  const { login, code } = await inviter();
  await page.goto("invite");
  await hydrated(page);
  const field = page.getByRole("textbox", { name: "邀请码", exact: true });
  await field.fill("ab");
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page.getByRole("alert")).toHaveText("邀请码是 4 到 16 位字母或数字");
  await field.fill(code.toLowerCase());
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page).toHaveURL(new RegExp(`/invite/${code}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(login.user.nickname);
});

test("an unknown code says so; a malformed one is the 404 page", async ({ page }) => {
  await page.goto("invite/NOSUCH99");
  await expect(page.getByText("没有找到这个邀请码，请核对后重新输入")).toBeVisible();
  await expect(page.getByRole("button", { name: "注册并加入" })).toHaveCount(0);
  const response = await visit(page, "invite/no-such-code!");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
});
