import type { Page } from "@playwright/test";
import { apiLogin, freshPhone, outboxCode, startLoggedIn } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { hydrated } from "../support/platform.ts";
import { activities } from "../support/services.ts";

async function open(page: Page, path: string) {
  const ready = hydrated(page);
  await page.goto(path);
  await ready;
}

/** A small PNG, made by the browser, as a phone's photo picker would hand one over. */
async function pngFile(page: Page) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 320;
    canvas.height = 200;
    const g = canvas.getContext("2d")!;
    g.fillStyle = "#2d7dd2";
    g.fillRect(0, 0, 320, 200);
    g.fillStyle = "#f4d35e";
    g.fillRect(40, 40, 120, 80);
    return canvas.toDataURL("image/png").split(",")[1]!;
  });
  return { name: "完赛证书.png", mimeType: "image/png", buffer: Buffer.from(base64, "base64") };
}

test("the activity page shows what, when, where, who, the count and the deadline, with its share card", async ({
  page,
}) => {
  const { marathon } = await activities();
  await open(page, `activity/${marathon.id}`);
  await expect(page.getByRole("heading", { level: 1, name: marathon.title })).toBeVisible();
  await expect(page.getByText("滨江公园南门广场")).toBeVisible();
  await expect(page.getByText("滨江街道办事处 · 运动星球")).toBeVisible();
  await expect(page.getByText("报名中", { exact: true })).toBeVisible();
  await expect(page.getByText(/已报名 \d+ \/ 3000 人/)).toBeVisible();
  await expect(page.getByText(/^报名截止/)).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("Event");
  expect(jsonLd.location.name).toContain("滨江公园");
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `【报名中】${marathon.title}`,
  );
});

test("a form with mistakes marks each field and focuses the first; corrected, it is sent, and it stays sent", async ({
  page,
}) => {
  const { marathon } = await activities();
  await startLoggedIn(page, await apiLogin());
  await open(page, `activity/${marathon.id}`);
  const name = page.getByRole("textbox", { name: /^姓名/ });
  const phone = page.getByRole("textbox", { name: /^手机号/ });
  await name.fill("林");
  await phone.fill("1234567");
  await page.getByRole("button", { name: "提交报名" }).click();

  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/姓名至少 2 个字/);
  await expect(phone).toHaveAccessibleDescription(/请填写 11 位中国大陆手机号/);
  await expect(page.getByText("请选择性别")).toBeVisible();
  await expect(page.getByText("请选择出生日期")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: /项需要修改/ })).toBeVisible();
  // What was typed is still there.
  await expect(name).toHaveValue("林");
  await expect(phone).toHaveValue("1234567");

  await name.fill("林晓雨");
  await expect(name).not.toHaveAttribute("aria-invalid", "true");
  await phone.fill("13812345678");
  await page.getByRole("radio", { name: "女" }).check();
  await page.getByLabel(/^出生日期/).fill("1994-05-20");
  await page.getByRole("radio", { name: "M（170）" }).check();
  await page.getByRole("checkbox", { name: "跑过 10 公里" }).check();
  await page.getByRole("textbox", { name: /^紧急联系人电话/ }).fill("13987654321");
  await page.getByLabel(/^近一年完赛证书截图/).setInputFiles(await pngFile(page));
  await expect(page.getByRole("img", { name: "近一年完赛证书截图" })).toBeVisible();
  await page.getByRole("button", { name: "提交报名" }).click();

  const done = page.getByRole("heading", { level: 2, name: /已报名/ });
  await expect(done).toBeFocused();
  await expect(page.getByText("138****5678")).toBeVisible();
  await expect(page.getByText("跑过 10 公里", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: /已报名/ })).toBeVisible();
  await expect(page.getByText("138****5678")).toBeVisible();
  await expect(page.getByRole("button", { name: "提交报名" })).toHaveCount(0);
});

test("a second sign-up of the same user, from another tab, is refused and shows the first", async ({
  context,
}) => {
  const { marathon } = await activities();
  const login = await apiLogin();
  const first = await context.newPage();
  const second = await context.newPage();
  await startLoggedIn(first, login);
  await startLoggedIn(second, login);
  await open(first, `activity/${marathon.id}`);
  await open(second, `activity/${marathon.id}`);
  const fill = async (page: Page, who: string) => {
    await page.getByRole("textbox", { name: /^姓名/ }).fill(who);
    await page.getByRole("textbox", { name: /^手机号/ }).fill("13600001234");
    await page.getByRole("radio", { name: "男" }).check();
    await page.getByLabel(/^出生日期/).fill("1988-10-02");
    await page.getByRole("radio", { name: "L（175）" }).check();
    await page.getByRole("textbox", { name: /^紧急联系人电话/ }).fill("13700004321");
    await page.getByRole("button", { name: "提交报名" }).click();
  };
  await fill(first, "周建国");
  await expect(first.getByRole("heading", { level: 2, name: /已报名/ })).toBeVisible();
  await fill(second, "周建国二号");
  await expect(
    second.getByRole("alert").filter({ hasText: "你已经报过名了，每人只能报名一次" }),
  ).toBeVisible();
  await expect(second.getByRole("heading", { level: 2, name: /已报名/ })).toBeVisible();
  await expect(second.getByText("周建国", { exact: true })).toBeVisible();
});

test("a picture of a type or size the field does not take is refused at the field", async ({ page }) => {
  const { marathon } = await activities();
  await startLoggedIn(page, await apiLogin());
  await open(page, `activity/${marathon.id}`);
  const input = page.getByLabel(/^近一年完赛证书截图/);
  await input.setInputFiles({ name: "scan.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
  await expect(input).toHaveAccessibleDescription(/只能上传 JPG、PNG、WebP 格式的图片/);
  const big = Buffer.alloc(2 * 1024 * 1024 + 1, 7);
  await input.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: big });
  await expect(input).toHaveAccessibleDescription(/图片不能超过 2 MB/);
});

test("a closed activity says so and shows no form", async ({ page }) => {
  const { closed } = await activities();
  await open(page, `activity/${closed.id}`);
  await expect(page.getByText("报名已截止", { exact: true })).toBeVisible();
  await expect(page.getByText("本次活动报名已截止，感谢关注。")).toBeVisible();
  await expect(page.getByRole("button", { name: "提交报名" })).toHaveCount(0);
});

test("the list of activities links to each; a bad id is the 404 page", async ({ page }) => {
  const { lecture } = await activities();
  await open(page, "activity");
  await page.getByRole("link", { name: new RegExp(lecture.title.slice(0, 8)) }).click();
  await expect(page.getByRole("heading", { level: 1, name: lecture.title })).toBeVisible();
  await page.goto("activity/not-an-id");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a visitor not logged in is asked to log in to sign up, and comes back to the form", async ({
  page,
}) => {
  const { marathon } = await activities();
  await open(page, `activity/${marathon.id}`);
  await expect(page.getByText("用手机号登录后即可报名，每个账号限报一次")).toBeVisible();
  await expect(page.getByRole("button", { name: "提交报名" })).toHaveCount(0);
  await page.getByRole("button", { name: "登录后报名" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "手机号登录" })).toBeVisible();
  const phone = freshPhone();
  await page.getByLabel("手机号").fill(phone);
  await page.getByRole("button", { name: "获取验证码" }).click();
  await page.getByLabel("验证码").fill(await outboxCode(phone));
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/activity/${marathon.id}$`));
  await expect(page.getByRole("textbox", { name: /^姓名/ })).toBeFocused();
  await expect(page.getByRole("button", { name: "提交报名" })).toBeVisible();
});

test("a user who has signed up is shown the entry, and the form is never drawn on the way", async ({
  page,
}) => {
  const { lecture } = await activities();
  await startLoggedIn(page, await apiLogin());
  await open(page, `activity/${lecture.id}`);
  await page.getByRole("textbox", { name: /^家长称呼/ }).fill("王女士");
  await page.getByRole("textbox", { name: /^联系电话/ }).fill("13566667777");
  await page.getByRole("radio", { name: "初中" }).check();
  await page.getByRole("button", { name: "提交报名" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /已报名/ })).toBeVisible();

  // The next visit: a watcher from the first byte notes whether the form ever appears.
  await page.addInitScript(() => {
    const seen = () => document.querySelector(".activity-form") !== null;
    const flag = window as unknown as { __formDrawn?: boolean };
    flag.__formDrawn = false;
    new MutationObserver(() => {
      if (seen()) flag.__formDrawn = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.reload();
  // The page the server sends is the same for everyone: neither the form nor the login prompt.
  expect(await response!.text()).not.toMatch(/class="activity-(form|login)\b/);
  await expect(page.getByRole("heading", { level: 2, name: /已报名/ })).toBeVisible();
  await expect(page.getByText("135****7777")).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __formDrawn?: boolean }).__formDrawn)).toBe(false);
});
