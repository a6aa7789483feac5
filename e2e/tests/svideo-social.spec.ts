import type { ContentCard } from "@davmu/contract";
import type { Locator, Page } from "@playwright/test";
import { apiLogin, startLoggedIn, storedCounts } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { followTargets } from "../support/follow-targets.ts";
import { clipPath, shortVideos } from "../support/svideo-media.ts";

/** A short video of its own for each phone profile and test: its likes and comments are not shared. */
async function clipFor(project: string, slot: number): Promise<ContentCard> {
  const clips = (await shortVideos()).filter((c) => c.mp);
  return clips[((project === "iphone" ? 0 : 1) + slot * 2) % clips.length]!;
}

/** The shared clip's side column: the first slide's. */
const side = (page: Page) => page.locator('.svclip[data-index="0"] .svclip__side');
const likeButton = (page: Page) => side(page).getByRole("button", { name: /^点赞 / });
const followButton = (page: Page, clip: ContentCard) =>
  side(page).getByRole("button", { name: `关注${clip.mp!.name}` });
const commentButton = (page: Page) => side(page).getByRole("button", { name: /^评论 / });
const sheet = (page: Page) => page.getByRole("dialog", { name: /^评论/ });

/** A tap before the page has hydrated is the browser's alone: wait until React answers this button. */
async function hydratedButton(button: Locator) {
  await expect
    .poll(() => button.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
    .toBe(true);
}

test("a short video's like and its account's follow are done in place and stay after a reload", async ({
  page,
}, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  // Its account's followers are counted: an account no other test follows.
  const clip = (await followTargets(testInfo.project.name)).countedClip;
  const before = await storedCounts(clip.id);
  await page.goto(clipPath(clip));
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "false");
  await hydratedButton(likeButton(page));

  await likeButton(page).click();
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await storedCounts(clip.id)).like_count).toBe(before.like_count + 1);
  await followButton(page, clip).click();
  await expect(followButton(page, clip)).toHaveAttribute("aria-pressed", "true");
  await expect(followButton(page, clip)).toHaveText("✓");
  await expect
    .poll(async () => (await storedCounts(clip.id)).follower_count)
    .toBe(before.follower_count! + 1);
  // Still on the clip: nothing led away to the app's page.
  expect(new URL(page.url()).pathname).toContain(clip.id);

  await page.reload();
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
  await expect(followButton(page, clip)).toHaveAttribute("aria-pressed", "true");

  // Taken back: the counts are as they were.
  await likeButton(page).click();
  await followButton(page, clip).click();
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "false");
  await expect.poll(async () => (await storedCounts(clip.id)).like_count).toBe(before.like_count);
  await expect.poll(async () => (await storedCounts(clip.id)).follower_count).toBe(before.follower_count);
});

test("a logged-out like on a short video leads to login and back to the clip, liked", async ({
  page,
}, testInfo) => {
  const clip = await clipFor(testInfo.project.name, 1);
  const path = clipPath(clip);
  const before = await storedCounts(clip.id);
  await page.goto(path);
  await hydratedButton(likeButton(page));
  await likeButton(page).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(`/${path}`)}$`));
  // Logged in (as after the login page), back on the clip: the like is done.
  await startLoggedIn(page, await apiLogin());
  await page.goto(path);
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await storedCounts(clip.id)).like_count).toBe(before.like_count + 1);
});

test("a short video's comments open over the feed: read, post, close by key, kept after a reload", async ({
  page,
}, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  const clip = await clipFor(testInfo.project.name, 2);
  const before = await storedCounts(clip.id);
  await page.goto(clipPath(clip));
  await hydratedButton(commentButton(page));
  await commentButton(page).click();
  await expect(sheet(page)).toBeVisible();
  // The feed's clip is still there under it, and focus is in the sheet.
  await expect(page.locator('.svclip[data-index="0"]')).toBeAttached();
  await expect(sheet(page).locator(":focus")).toHaveCount(1);
  const loaded = sheet(page).locator(".comments__list > li, .comments__note");
  await expect(loaded.first()).toBeVisible();

  const text = `短视频评论 ${testInfo.project.name} ${Date.now()}`;
  await sheet(page).getByRole("textbox", { name: "写评论" }).fill(text);
  await sheet(page).getByRole("button", { name: "发布" }).click();
  await expect(sheet(page).locator(".comment__text", { hasText: text })).toBeVisible();
  await expect.poll(async () => (await storedCounts(clip.id)).comment_count).toBe(before.comment_count + 1);

  // Typing in the sheet never moves the feed; Escape puts the sheet away and focus is back on the count.
  await sheet(page).getByRole("textbox", { name: "写评论" }).press("ArrowDown");
  await page.keyboard.press("Escape");
  await expect(sheet(page)).toHaveCount(0);
  await expect(commentButton(page)).toBeFocused();
  expect(new URL(page.url()).pathname).toContain(clip.id);

  await page.reload();
  await hydratedButton(commentButton(page));
  await commentButton(page).click();
  await expect(sheet(page).locator(".comment__text", { hasText: text })).toBeVisible();
  await sheet(page).getByRole("button", { name: "收起评论" }).click();
  await expect(sheet(page)).toHaveCount(0);
});

test("a logged-out visitor who starts a comment on a short video comes back to the open sheet", async ({
  page,
}, testInfo) => {
  const clip = await clipFor(testInfo.project.name, 3);
  const path = clipPath(clip);
  await page.goto(path);
  await hydratedButton(commentButton(page));
  await commentButton(page).click();
  await sheet(page).getByRole("button", { name: "登录后参与评论" }).click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(`/${path}`)}$`));
  await startLoggedIn(page, await apiLogin());
  await page.goto(path);
  await expect(sheet(page)).toBeVisible();
  await expect(sheet(page).getByRole("textbox", { name: "写评论" })).toBeFocused();
});

test("a logged-out like on a clip further down the feed comes back to that clip, liked", async ({
  page,
}, testInfo) => {
  const first = await clipFor(testInfo.project.name, 4);
  await page.goto(clipPath(first));
  await hydratedButton(likeButton(page));
  const steps = testInfo.project.name === "iphone" ? 1 : 2;
  let here = new URL(page.url()).pathname;
  for (let i = 0; i < steps; i++) {
    const was = here;
    await page.keyboard.press("ArrowDown");
    // The address follows the clip in view.
    await expect.poll(() => new URL(page.url()).pathname).not.toBe(was);
    here = new URL(page.url()).pathname;
  }
  const sitePath = here.replace(/^\/davmu\/share/, "");
  const liked = page
    .locator(`.svclip[data-index="${steps}"] .svclip__side`)
    .getByRole("button", { name: /^点赞 / });
  await hydratedButton(liked);
  await liked.click();
  await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${encodeURIComponent(sitePath)}$`));
  // Logged in, back on that clip, now the shared one: the visitor's like is there.
  await startLoggedIn(page, await apiLogin());
  await page.goto(sitePath.slice(1));
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
});
