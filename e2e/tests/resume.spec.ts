import type { Page } from "@playwright/test";
import { articlePath, firstArticle } from "../support/api.ts";
import { albumPath, currentTime as audioTime, play, playableId, player } from "../support/audio-page.ts";
import { expect, test } from "../support/fixtures.ts";
import { emulateConnection } from "../support/hold.ts";
import { openHydrated } from "../support/screen.ts";
import { audioAlbum } from "../support/test-audio.ts";
import { playable, videoPathOf, currentTime as videoTime } from "../support/video-page.ts";

// Guests keep their place: a video or track resumes where they left it, an article scrolls back to
// where they stopped reading, and a link's ?t= starts the player there ("share from here" makes one).

/** The video with real files (test-media.ts, 12 s long), as the site links to it. */
const playableVideo = () => videoPathOf(playable());

const video = (page: Page) => page.locator(".player video");

/** Jumps the media to `seconds` and waits until it has played on past them. */
async function playFrom(media: () => Promise<number>, jump: () => Promise<unknown>, seconds: number) {
  await jump();
  await expect.poll(media).toBeGreaterThan(seconds + 0.3);
}

/** A position under a minute as the page writes it ("0:06"). */
const clock = (seconds: number) => `0:${String(Math.floor(seconds)).padStart(2, "0")}`;

/** The position once playing has begun after the tap (the first one past the very start). */
const startedAt = (media: () => Promise<number>) => expect.poll(media).toBeGreaterThan(0.5).then(media);

test.beforeEach(async ({ page }) => {
  // Nothing starts on its own (a muted start once idle): the stage shows its play button and hint.
  await emulateConnection(page, { effectiveType: "4g", saveData: true });
});

test("a video left part way resumes there on the next visit, and says so before play", async ({ page }) => {
  const path = await playableVideo();
  await openHydrated(page, path);
  await page.locator(".video-stage__play").click();
  await playFrom(
    () => videoTime(page),
    () => video(page).evaluate((v: HTMLVideoElement) => (v.currentTime = 6)),
    6,
  );
  // Paused there (the hint names the second it stopped at), then left for another page.
  await page.locator(".player").getByRole("button", { name: "暂停" }).click();
  const left = await videoTime(page);
  await openHydrated(page, "./");
  await openHydrated(page, path);
  await expect(page.getByText(`继续播放 ${clock(left)}`)).toBeVisible();
  await page.getByRole("button", { name: "播放", exact: true }).click();
  const at = await startedAt(() => videoTime(page));
  expect(Math.abs(at - left)).toBeLessThan(2);
});

test("an audio track left part way resumes there on the next visit", async ({ page }) => {
  const album = await audioAlbum(playableId());
  await openHydrated(page, albumPath(album));
  await play(page);
  const audio = page.locator(".audio-stage audio");
  await playFrom(
    () => audioTime(page),
    () => audio.evaluate((a: HTMLAudioElement) => (a.currentTime = 6)),
    6,
  );
  await player(page).getByRole("button", { name: "暂停", exact: true }).click();
  const left = await audioTime(page);
  await openHydrated(page, "./");
  await openHydrated(page, albumPath(album));
  await expect(page.getByText(`继续播放 ${clock(left)}`)).toBeVisible();
  await page.getByRole("button", { name: "播放", exact: true }).click();
  const at = await startedAt(() => audioTime(page));
  expect(Math.abs(at - left)).toBeLessThan(2);
});

test("an article read half way opens there again, and from its top once read to the end", async ({
  page,
}) => {
  const path = articlePath(await firstArticle());
  await openHydrated(page, path);
  const body = page.locator(".article-body");
  const half = await body.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return Math.round(window.scrollY + box.top + box.height / 2 - window.innerHeight);
  });
  expect(half, "the article is long enough to stop half way").toBeGreaterThan(300);
  await page.mouse.wheel(0, half);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(half - 50);
  const y = await page.evaluate(() => window.scrollY);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("davmu.reading-places")))
    .toContain(String(y));
  await openHydrated(page, "./");
  await openHydrated(page, path);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 20);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(20);
  // Read to the end: the next visit starts at the top.
  await body.evaluate((el) => el.scrollIntoView({ block: "end" }));
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("davmu.reading-places"))).toBeNull();
  await openHydrated(page, "./");
  await openHydrated(page, path);
  await page.waitForLoadState("load");
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("?t=5 starts the video at 5 s, and the share sheet puts the position on the link when asked", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const path = await playableVideo();
  await openHydrated(page, `${path}?t=5`);
  await expect(page.getByText("从 0:05 开始播放")).toBeVisible();
  await page.getByRole("button", { name: "播放", exact: true }).click();
  const at = await startedAt(() => videoTime(page));
  expect(at).toBeGreaterThanOrEqual(5);
  expect(at).toBeLessThan(7);
  await page.locator(".player").getByRole("button", { name: "暂停" }).click();
  const paused = await videoTime(page);
  await page.getByRole("button", { name: "分享", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "分享" });
  const link = sheet.getByRole("textbox", { name: "分享的链接" });
  const fromHere = sheet.getByRole("checkbox", { name: `从 ${clock(paused)} 开始分享` });
  await expect(fromHere).not.toBeChecked();
  await expect(link).not.toHaveValue(/[?&]t=/);
  await fromHere.check();
  await expect(link).toHaveValue(new RegExp(`[?&]t=${Math.floor(paused)}$`));
  const box = (await sheet.locator(".share-sheet__from").boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  await sheet.getByRole("button", { name: "复制链接" }).click();
  await expect(sheet.getByRole("status")).toHaveText("链接已复制");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
});
