import type { TrackerSummary } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { apiGet } from "../support/api.ts";
import { withoutTheApp } from "../support/app-links.ts";
import { expect, test } from "../support/fixtures.ts";
import { emulateConnection, firstLoad } from "../support/hold.ts";
import { EACH_PHONE } from "../support/phones.ts";
import {
  currentTime,
  missing,
  noNativeHls,
  openAndPlay,
  playable,
  startPlayer,
  videoPathOf,
} from "../support/video-page.ts";
import { visit } from "../support/visit.ts";

async function advances(page: Page) {
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 0.5);
}

test("a video page shows its poster, title and play button before any player code", async ({ page }) => {
  // With data saver on, the page never starts the player on its own.
  await emulateConnection(page, { effectiveType: "4g", saveData: true });
  const load = firstLoad(page);
  const response = await visit(page, await videoPathOf(playable()));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const poster = page.locator(".video-stage__poster");
  await expect(poster).toBeVisible();
  expect(await poster.getAttribute("fetchpriority")).toBe("high");
  await expect(page.getByRole("button", { name: "播放" }).first()).toBeVisible();
  const html = await response!.text();
  expect(html).toContain('"@type":"VideoObject"');
  expect(html).toContain('property="og:type" content="video.other"');
  // The first load, idle included: no player, no hls.js, no danmu.
  await load.settled();
  expect(load.requested.filter((u) => /video-player|hls|danmu-layer/.test(u))).toEqual([]);
  await expect(page.locator(".player")).toHaveCount(0);
  // A tap brings the player.
  await page.getByRole("button", { name: "播放" }).first().click();
  await expect(page.locator(".player video")).toBeAttached();
});

test("where the page does not start the video itself, what play asks for first is fetched once idle, and plays from there", async ({
  page,
}) => {
  // Reduced motion: no muted start at idle; data saver off, so bytes may be spent ahead.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const load = firstLoad(page);
  await visit(page, await videoPathOf(playable()));
  await load.settled();
  // The master, the lowest rendition's playlist and its first segment: no player code.
  await expect.poll(() => load.requested.filter((u) => /\.ts$/.test(u)).length).toBe(1);
  expect(load.requested.filter((u) => /master\.m3u8$/.test(u))).toHaveLength(1);
  expect(load.requested.filter((u) => /video-player|hls/.test(u))).toEqual([]);
  await expect(page.locator(".player")).toHaveCount(0);
  await page.getByRole("button", { name: "播放" }).first().click();
  await advances(page);
});

test("playing the MP4 advances the video's time", async ({ page }) => {
  // A browser with neither native HLS nor Media Source Extensions gets the MP4.
  await page.addInitScript(noNativeHls);
  await page.addInitScript(() => {
    Object.defineProperty(window, "MediaSource", { value: undefined });
    Object.defineProperty(window, "ManagedMediaSource", { value: undefined });
  });
  await openAndPlay(page, playable());
  await expect(page.locator(".player")).toHaveAttribute("data-source", "mp4");
  await advances(page);
});

test("playing HLS advances the video's time", async ({ page }) => {
  await openAndPlay(page, playable());
  await expect(page.locator(".player")).toHaveAttribute("data-source", /hls/);
  await advances(page);
});

test("without native HLS, hls.js is fetched and plays the stream", async ({ page }) => {
  await page.addInitScript(noNativeHls);
  const hlsChunk = page.waitForRequest(/\/assets\/hls[.-]/);
  await openAndPlay(page, playable());
  await hlsChunk;
  await expect(page.locator(".player")).toHaveAttribute("data-source", "hls.js");
  await advances(page);
});

test("danmu fly over the video, hold while paused and vanish when switched off", async ({ page }) => {
  await openAndPlay(page, playable());
  const items = page.locator(".danmu .danmu__item");
  await expect(items.first()).toBeVisible({ timeout: 10_000 });
  // Text only: nothing the danmu carried became an element.
  expect(await page.locator(".danmu .danmu__item *").count()).toBe(0);
  // Where each stands as drawn, by its text (their motion is the compositor's: the rendered box tells).
  const places = () =>
    page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLElement>(".danmu .danmu__item")].map((el) => [
          el.textContent,
          Math.round(el.getBoundingClientRect().left),
        ]),
      ),
    );
  // They move while the video plays: one of them stands further left a moment later.
  const before = await places();
  await expect
    .poll(async () =>
      Object.entries(await places()).some(([text, x]) => x < (before[text ?? ""] ?? -1e6) - 5),
    )
    .toBe(true);
  await page.locator(".player video").evaluate((v: HTMLVideoElement) => v.pause());
  // The pause reaches the layer as the media element's event; then nothing moves for half a second.
  await page.waitForTimeout(100);
  const at = await places();
  await page.waitForTimeout(500);
  expect(await places()).toEqual(at);
  await page.getByRole("button", { name: "关闭弹幕" }).click();
  await expect(page.locator(".danmu")).toHaveCount(0);
  // Remembered for the next video.
  await page.reload();
  await startPlayer(page);
  await expect(page.getByRole("button", { name: "开启弹幕" })).toBeVisible();
});

test("with reduced motion, the latest danmu are a still list instead of flying text", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openAndPlay(page, playable());
  const list = page.getByRole("list", { name: "弹幕列表" });
  await expect(list.getByRole("listitem").first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator(".danmu__item")).toHaveCount(0);
  expect(await list.getByRole("listitem").count()).toBeLessThanOrEqual(4);
});

test("mute and full screen toggle, from the buttons and the keyboard", async ({ page }) => {
  await openAndPlay(page, playable());
  const player = page.locator(".player");
  const muted = () => page.locator(".player video").evaluate((v: HTMLVideoElement) => v.muted);
  const before = await muted();
  await player.getByRole("button", { name: before ? "取消静音" : "静音" }).click();
  expect(await muted()).toBe(!before);
  await page.keyboard.press("m");
  expect(await muted()).toBe(before);
  await player.getByRole("button", { name: "全屏" }).click();
  await expect(player).not.toHaveAttribute("data-fullscreen", "off");
  await player.getByRole("button", { name: "退出全屏" }).click();
  await expect(player).toHaveAttribute("data-fullscreen", "off");
  // Space (k) pauses and plays.
  await player.getByRole("slider").focus();
  await page.keyboard.press("k");
  await expect(player).toHaveAttribute("data-state", /paused|playing/);
});

test("a tap on play while the start is still on its way does not pause the video", async ({ page }) => {
  // A busy phone: the media's play event reaches the page a moment after playback began, so the
  // button still says play. The tap must do what the button says. (Only the first play event is
  // held: the one a wrong pause and a new start would bring later is not.)
  await page.addInitScript(() => {
    const seen = { pauses: 0 };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    // A pause that is not the end of the video (which pauses it too).
    window.addEventListener(
      "pause",
      (event) => {
        if (!(event.target as HTMLMediaElement).ended) seen.pauses++;
      },
      true,
    );
    // The first play event is held until the test lets it through.
    let held: EventTarget | null = null;
    window.addEventListener(
      "play",
      (event) => {
        if (held || (event as Event & { late?: boolean }).late) return;
        event.stopImmediatePropagation();
        held = event.target;
      },
      true,
    );
    (window as unknown as { __letPlay: () => void }).__letPlay = () =>
      held?.dispatchEvent(Object.assign(new Event("play"), { late: true }));
  });
  // Started by the visitor's tap on the poster, or by the page itself once idle (a muted start).
  await openAndPlay(page, playable());
  await page.locator(".player__controls").getByRole("button", { name: "播放" }).click();
  await page.evaluate(() => (window as unknown as { __letPlay: () => void }).__letPlay());
  await expect(page.locator(".player__controls").getByRole("button", { name: "暂停" })).toBeVisible();
  await advances(page);
  // Never paused on the way, not even for a moment.
  expect(await page.evaluate(() => (window as unknown as { __seen: { pauses: number } }).__seen.pauses)).toBe(
    0,
  );
});

test("the tracker hears the play start and each quarter up to the end", async ({ page }) => {
  const summary = () => apiGet<TrackerSummary>(`/stats/tracker/summary?tid=${playable()}`);
  const before = (await summary()).play_milestones;
  await openAndPlay(page, playable());
  // Four times the speed: the 12-second clip ends within a few seconds of the test.
  await page.locator(".player video").evaluate((v: HTMLVideoElement) => {
    v.playbackRate = 4;
  });
  await expect
    .poll(() => page.locator(".player video").evaluate((v: HTMLVideoElement) => v.ended), { timeout: 20_000 })
    .toBe(true);
  // The tracker sends in batches, and at once when the page is left. (Other tests play this video
  // too, so each milestone is counted at least once more, not exactly once.)
  await page.goto("about:blank");
  const grown = async () => {
    const after = (await summary()).play_milestones;
    return ["0", "25", "50", "75", "100"].filter((m) => (after[m] ?? 0) <= (before[m] ?? 0));
  };
  await expect.poll(grown, { timeout: 15_000 }).toEqual([]);
});

test("the app is asked to resume where the video was paused", EACH_PHONE, async ({ page }) => {
  const appLinks = await withoutTheApp(page);
  await openAndPlay(page, playable());
  const video = page.locator(".player video");
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 7.4;
    await new Promise((done) => v.addEventListener("seeked", done, { once: true }));
  });
  await page.getByRole("button", { name: "App 内打开" }).click();
  await expect.poll(appLinks).toEqual([`davmu://content?type=video&id=${playable()}&position=7`]);
});

test(
  "a position paused before the open-in-app part has loaded still reaches the app",
  EACH_PHONE,
  async ({ page }) => {
    const appLinks = await withoutTheApp(page);
    // The part that launches the app comes at idle or at the first tap on its button: here, only
    // after the visitor has played, paused and moved on (a slow phone, a tap before idle).
    let release = () => {};
    const held = new Promise<void>((done) => {
      release = done;
    });
    await page.route(/\/open-app-controller-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openAndPlay(page, playable());
    await page.locator(".player video").evaluate(async (v: HTMLVideoElement) => {
      v.pause();
      v.currentTime = 9.6;
      await new Promise((done) => v.addEventListener("seeked", done, { once: true }));
    });
    release();
    await page.getByRole("button", { name: "App 内打开" }).click();
    await expect.poll(appLinks).toEqual([`davmu://content?type=video&id=${playable()}&position=9`]);
  },
);

test("a bad video id is the 404 page", async ({ page }) => {
  const response = await visit(page, "mp/video/2024/01/notAnId");
  expect(response?.status()).toBe(404);
});

test("a video whose file is missing shows the player's error state, not a broken page", async ({ page }) => {
  await openAndPlay(page, missing());
  await expect(page.getByRole("alert")).toContainText("视频暂时无法播放", { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
