import type { TrackerSummary } from "@davmu/contract";
import { apiGet } from "../support/api.ts";
import {
  advances,
  albumPath,
  currentTime,
  media,
  missingId,
  nearEnd,
  pauseWithLength,
  play,
  playableId,
  player,
  track,
  trackButton,
} from "../support/audio-page.ts";
import { expect, test } from "../support/fixtures.ts";
import { holdRequests } from "../support/hold.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { audioAlbum, TEST_TRACK_SECONDS } from "../support/test-audio.ts";

// The audio player: its controls, what it tells the tracker, and its waiting and error states.

test(
  "the bar's keys, a drag along it and the 15 s buttons move the position",
  EACH_PHONE,
  async ({ page }) => {
    const album = await audioAlbum(playableId());
    await page.goto(albumPath(album));
    await play(page);
    await pauseWithLength(page);
    const slider = player(page).getByRole("slider", { name: "播放进度" });
    await slider.focus();
    await page.keyboard.press("Home");
    await expect.poll(() => currentTime(page)).toBe(0);
    await player(page).getByRole("button", { name: "前进 15 秒" }).click();
    await expect.poll(() => currentTime(page)).toBeCloseTo(15, 0);
    await player(page).getByRole("button", { name: "后退 15 秒" }).click();
    await expect.poll(() => currentTime(page)).toBeCloseTo(0, 0);
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => currentTime(page)).toBeCloseTo(10, 0);
    await expect(slider).toHaveAttribute("aria-valuetext", "0:10，共 0:20");
    // A drag from a tenth of the way to half way, let go there.
    const box = (await slider.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.1, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 3 });
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 3 });
    await page.mouse.up();
    await expect.poll(() => currentTime(page)).toBeCloseTo(TEST_TRACK_SECONDS / 2, 0);
  },
);

test("the speed button steps through 0.75x to 2x and the audio plays at that speed, on the next visit too", async ({
  page,
}) => {
  const album = await audioAlbum(playableId());
  await page.goto(albumPath(album));
  await play(page);
  const rate = () => media(page).evaluate((a: HTMLAudioElement) => a.playbackRate);
  const button = player(page).getByRole("button", { name: /播放速度/ });
  await expect(button).toHaveText("1×");
  for (const [shown, value] of [
    ["1.25×", 1.25],
    ["1.5×", 1.5],
    ["2×", 2],
    ["0.75×", 0.75],
    ["1×", 1],
  ] as const) {
    await button.click();
    await expect(button).toHaveText(shown);
    expect(await rate()).toBe(value);
  }
  // The speed is the visitor's: the next visit plays at it from the start.
  await button.click();
  await page.reload();
  await play(page);
  await expect(button).toHaveText("1.25×");
  await expect.poll(rate).toBe(1.25);
});

test("a tap on play while a start from elsewhere has not reached the player does not pause", async ({
  page,
}) => {
  const album = await audioAlbum(playableId());
  await page.goto(albumPath(album));
  await play(page);
  await player(page).getByRole("button", { name: "暂停", exact: true }).click();
  await expect(player(page).getByRole("button", { name: "播放", exact: true })).toBeVisible();
  // A busy phone: the headphones' play key (or the lock screen) starts the track, and none of the
  // media's events has reached the player yet, so its button still says play.
  await media(page).evaluate((a: HTMLAudioElement) => {
    const seen = { pauses: 0, holding: true };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    a.addEventListener("pause", () => {
      if (!a.ended) seen.pauses++;
    });
    for (const type of ["play", "playing", "timeupdate", "progress", "canplay", "waiting"])
      window.addEventListener(type, (event) => seen.holding && event.stopImmediatePropagation(), true);
    void a.play();
  });
  await player(page).getByRole("button", { name: "播放", exact: true }).click();
  await page.evaluate(() => {
    (window as unknown as { __seen: { holding: boolean } }).__seen.holding = false;
  });
  await expect(player(page).getByRole("button", { name: "暂停", exact: true })).toBeVisible();
  await advances(page);
  // Never paused on the way, not even for a moment.
  expect(await page.evaluate(() => (window as unknown as { __seen: { pauses: number } }).__seen.pauses)).toBe(
    0,
  );
});

test("the tracker hears a track played to its end, and the next one's start", async ({ page }) => {
  const album = await audioAlbum(playableId());
  const summary = (position: number) =>
    apiGet<TrackerSummary>(`/stats/tracker/summary?tid=${track(album, position).id}`);
  const [first, second] = [(await summary(1)).play_milestones, (await summary(2)).play_milestones];
  await page.goto(albumPath(album));
  await play(page);
  await nearEnd(page);
  await expect(trackButton(page, track(album, 2).title)).toHaveAttribute("aria-current", "true", {
    timeout: 10_000,
  });
  await advances(page);
  // Sent in batches, and at once when the page is left.
  await page.goto("about:blank");
  await expect.poll(async () => (await summary(1)).play_milestones["100"]).toBeGreaterThan(first["100"] ?? 0);
  await expect.poll(async () => (await summary(2)).play_milestones["0"]).toBeGreaterThan(second["0"] ?? 0);
});

test("a track waiting for its file shows buffering, then plays", async ({ page }) => {
  const album = await audioAlbum(playableId());
  // A slow network: the file comes only once the player has been seen waiting for it.
  const file = await holdRequests(page, /\.m4a$/);
  await page.goto(albumPath(album));
  await page.getByRole("button", { name: "播放", exact: true }).click();
  await expect(player(page)).toHaveAttribute("data-state", "buffering");
  await expect(player(page).getByRole("status")).toHaveText("缓冲中…");
  file.release();
  await expect(player(page)).toHaveAttribute("data-state", "playing", { timeout: 10_000 });
});

test("a track whose file is missing shows the player's error state, not a broken page", async ({ page }) => {
  const album = await audioAlbum(missingId());
  await page.goto(albumPath(album));
  await page.getByRole("button", { name: "播放", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("音频暂时无法播放", { timeout: 15_000 });
  await expect(player(page)).toHaveAttribute("data-state", "error");
  await expect(page.getByRole("heading", { level: 1, name: album.title })).toBeVisible();
});

test("a tap on play made while the page is still only HTML is not lost: the album plays once the script runs", async ({
  page,
}) => {
  const album = await audioAlbum(playableId());
  // The page's scripts are held back, as a slow network holds them, until the visitor has tapped.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(albumPath(album), { waitUntil: "commit" });
  await page.getByRole("button", { name: "播放", exact: true }).click();
  await expect(page.locator(".audio-deck--idle")).toBeVisible();
  release();
  await expect(player(page)).toBeVisible();
  await advances(page);
});
