import type { ContentPage } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { apiLogin, startLoggedIn, storedCounts } from "../support/accounts.ts";
import { apiGet, articlePath, videoPath } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { followTargets } from "../support/follow-targets.ts";
import { afterIdle } from "../support/hold.ts";

/** An item of its own for each phone profile and test, so counts are not shared between tests. */
async function itemFor(type: string, project: string, slot: number) {
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const items = list.filter((i) => i.type === type && i.mp);
  return items[((project === "iphone" ? 0 : 1) + slot * 2) % items.length]!;
}

const bar = (page: Page) => page.locator(".social-bar");
const button = (page: Page, name: "赞" | "收藏") =>
  bar(page).getByRole("button", { name: new RegExp(`^${name}`) });
/** What the bar shows as the count (rounded for large counts: 7.6万). */
const shown = (page: Page, name: "赞" | "收藏") =>
  button(page, name).locator(".social-bar__count").textContent();

test("likes and collections of an article stay after a reload, and taking them back restores the counts", async ({
  page,
}, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  const item = await itemFor("doc", testInfo.project.name, 3);
  await page.goto(articlePath(item));
  // The visitor's own marks come after hydration: none yet.
  await expect(button(page, "赞")).toHaveAttribute("aria-pressed", "false");
  const before = await storedCounts(item.id);
  const stored = () => storedCounts(item.id);

  await button(page, "赞").click();
  await button(page, "收藏").click();
  await expect(button(page, "赞")).toHaveAttribute("aria-pressed", "true");
  await expect(button(page, "收藏")).toHaveAttribute("aria-pressed", "true");
  await expect(bar(page).getByRole("status")).toHaveText("已加入收藏");
  await expect.poll(async () => (await stored()).like_count).toBe(before.like_count + 1);
  await expect.poll(async () => (await stored()).collect_count).toBe(before.collect_count + 1);

  await page.reload();
  await expect(button(page, "赞")).toHaveAttribute("aria-pressed", "true");
  await expect(button(page, "收藏")).toHaveAttribute("aria-pressed", "true");

  await button(page, "赞").click();
  await expect(button(page, "赞")).toHaveAttribute("aria-pressed", "false");
  await expect.poll(async () => (await stored()).like_count).toBe(before.like_count);
  await page.reload();
  await expect(button(page, "收藏")).toHaveAttribute("aria-pressed", "true");
  await expect(button(page, "赞")).toHaveAttribute("aria-pressed", "false");
});

test("a like that the service refuses is taken back, with a message", async ({ page }, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  const item = await itemFor("doc", testInfo.project.name, 4);
  await page.goto(articlePath(item));
  const before = await shown(page, "赞");
  await page.route("**/star", (route) => route.fulfill({ status: 500, body: "" }));
  await button(page, "赞").click();
  await expect(bar(page).getByRole("status")).toHaveText("没有成功，请稍后再试");
  await expect(button(page, "赞")).toHaveAttribute("aria-pressed", "false");
  expect(await shown(page, "赞")).toBe(before);
});

test("following a video's media account counts a follower and stays after a reload", async ({
  page,
}, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  const item = (await followTargets(testInfo.project.name)).countedVideo;
  await page.goto(videoPath(item));
  const row = page.locator(".video-account");
  const follow = row.getByRole("button", { name: `关注${item.mp!.name}` });
  await expect(follow).toHaveText("关注");
  const before = (await storedCounts(item.id)).follower_count!;
  await follow.click();
  await expect(follow).toHaveText("已关注");
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await storedCounts(item.id)).follower_count).toBe(before + 1);
  await page.reload();
  await expect(follow).toHaveText("已关注");
  await follow.click();
  await expect(follow).toHaveText("关注");
  const state = page.waitForResponse((r) => r.url().includes(`/mp/is_followed/${item.mp!.id}`));
  await page.reload();
  // Shown as not followed once the visitor's state has arrived (it starts so too).
  await (await state).finished();
  await afterIdle(page);
  await expect(follow).toHaveText("关注");
});

test("a logged-out follow leads to login and back, with the follow done", async ({ page }, testInfo) => {
  const item = (await followTargets(testInfo.project.name)).shared;
  const path = videoPath(item);
  await page.goto(path);
  await page
    .locator(".video-account")
    .getByRole("button", { name: `关注${item.mp!.name}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(`/${path}`)}$`));
  // Logged in (as after the login page), back on the video: the follow is done.
  await startLoggedIn(page, await apiLogin());
  await page.goto(path);
  await expect(
    page.locator(".video-account").getByRole("button", { name: `关注${item.mp!.name}` }),
  ).toHaveText("已关注");
});
