import type { AlbumItem } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { ALBUM_ENV, videoAlbum, videoAlbumPath } from "../support/album-media.ts";
import { blocking, describeViolations, runAxe } from "../support/axe.ts";
import { switchColourScheme } from "../support/colour-scheme.ts";
import { expect, test } from "../support/fixtures.ts";
import { openPlaying, slide } from "../support/svideo-page.ts";
import { openAndPlay, playable, startPlayer, videoPathOf } from "../support/video-page.ts";
import { WECHAT_UA_SUFFIX } from "../support/wechat.ts";

const video = (page: Page) => page.locator(".player video");
const settingsButton = (page: Page) => page.getByRole("button", { name: "设置", exact: true });
const settings = (page: Page) => page.getByRole("dialog", { name: "播放设置" });

type Handlers = Map<string, MediaSessionActionHandler>;

/** Records the lock screen's handlers as the page sets them (the browser's own still set), to call them as the lock screen would. */
const recordSessionHandlers = () => {
  const set = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
  const handlers: Handlers = new Map();
  (window as unknown as { __session: Handlers }).__session = handlers;
  navigator.mediaSession.setActionHandler = (action, handler) => {
    if (handler) handlers.set(action, handler);
    else handlers.delete(action);
    set(action, handler);
  };
};
const sessionActions = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { __session: Handlers }).__session.keys()]);

test("the settings set the speed and the captions, both kept for the next visit, and picture in picture; the bar previews frames; the lock screen names the video", async ({
  page,
}) => {
  await page.addInitScript(recordSessionHandlers);
  await openAndPlay(page, playable());
  await settingsButton(page).click();
  const panel = settings(page);
  await expect(panel).toBeVisible();
  for (const scheme of ["light", "dark"] as const) {
    await switchColourScheme(page, scheme);
    const violations = blocking(await runAxe(page));
    expect(violations, `${scheme}:\n${describeViolations(violations)}`).toEqual([]);
  }
  // Every choice is a 44 px target.
  for (const box of await panel
    .getByRole("button")
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect()))) {
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }

  await panel.getByRole("button", { name: "1.5×" }).click();
  await expect(panel.getByRole("button", { name: "1.5×" })).toHaveAttribute("aria-pressed", "true");
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);

  await panel.getByRole("group", { name: "弹幕密度" }).getByRole("button", { name: "稀疏" }).click();

  // Picture in picture, and back.
  await panel.getByRole("button", { name: "画中画", exact: true }).click();
  await expect.poll(() => page.evaluate(() => document.pictureInPictureElement?.tagName)).toBe("VIDEO");
  await panel.getByRole("button", { name: "退出画中画" }).click();
  await expect.poll(() => page.evaluate(() => document.pictureInPictureElement)).toBeNull();

  // Captions: the track's current cue, drawn over the picture as text.
  await panel.getByRole("group", { name: "字幕" }).getByRole("button", { name: "中文" }).click();
  const cueText = () =>
    video(page).evaluate((v: HTMLVideoElement) => {
      const track = Array.from(v.textTracks).find((t) => t.kind === "subtitles" && t.mode !== "disabled");
      return Array.from(track?.activeCues ?? [])
        .map((c) => (c as VTTCue).text)
        .join("\n");
    });
  await expect.poll(cueText).not.toBe("");
  await expect(page.locator(".player__captions")).toHaveText((await cueText()).replace(/\n/g, ""));

  // Escape closes the settings and gives the focus back to their button.
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(settingsButton(page)).toBeFocused();

  // Over the progress bar, the frame and the time at that point show above it.
  const bar = page.getByRole("slider", { name: "播放进度" });
  const box = (await bar.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const preview = page.locator(".player__preview");
  await expect(preview.locator(".player__preview-time")).toHaveText("0:06");
  await expect
    .poll(() =>
      preview.locator(".player__preview-frame").evaluate((el) => getComputedStyle(el).backgroundImage),
    )
    .toContain("sprite.jpg");
  await page.mouse.move(box.x + box.width / 2, box.y - 80);
  await expect(preview).toHaveCount(0);

  // The lock screen names the video and takes play, pause and seeking.
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(title);
  expect(await sessionActions(page)).toEqual(
    expect.arrayContaining(["play", "pause", "seekto", "seekbackward", "seekforward"]),
  );

  // The next visit plays at the same speed, with the same captions.
  await page.reload();
  await startPlayer(page);
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(1.5);
  await expect(page.locator(".player__captions")).toBeVisible();
  await settingsButton(page).click();
  for (const choice of ["1.5×", "中文", "稀疏"])
    await expect(settings(page).getByRole("button", { name: choice, exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  await settings(page).getByRole("button", { name: "收起播放设置" }).click();
  await page.keyboard.press("c");
});

for (const [source, init] of [
  ["the browser's own HLS", null],
  [
    "hls.js",
    () => {
      const canPlayType = HTMLMediaElement.prototype.canPlayType;
      HTMLMediaElement.prototype.canPlayType = function (type: string) {
        return /mpegurl/i.test(type) ? "" : canPlayType.call(this, type);
      };
    },
  ],
] as const) {
  test(`a quality picked in the settings is the one played, with ${source}`, async ({ page }) => {
    if (init) await page.addInitScript(init);
    await openAndPlay(page, playable());
    await settingsButton(page).click();
    const group = settings(page).getByRole("group", { name: "清晰度" });
    await expect(group.getByRole("button", { name: "自动" })).toHaveAttribute("aria-pressed", "true");
    const choices = await group.getByRole("button").allTextContents();
    // The lowest, then the highest: the picture's height follows each.
    for (const label of [choices.at(-1)!, choices[1]!]) {
      await group.getByRole("button", { name: label }).click();
      const height = Number(/(\d+)P/.exec(label)![1]);
      await expect
        .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.videoHeight), { timeout: 10_000 })
        .toBe(height);
      await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    }
  });
}

test("inside WeChat the video stays in the page and starts once WeChat's bridge is ready, not before", async ({
  browser,
}) => {
  const phone = await browser.newContext({
    ...test.info().project.use,
    userAgent: `${test.info().project.use.userAgent} ${WECHAT_UA_SUFFIX}`,
  });
  const page = await phone.newPage();
  await page.goto(await videoPathOf(playable()));
  // Idle, the page starts the player on its own, muted; WeChat's webview lets it play only from the bridge.
  await expect(video(page)).toBeAttached({ timeout: 10_000 });
  await expect(video(page)).toHaveAttribute("x5-video-player-type", "h5-page");
  await expect(video(page)).toHaveAttribute("x5-playsinline", "true");
  await expect(video(page)).toHaveAttribute("webkit-playsinline", "true");
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.playsInline)).toBe(true);
  // Its file is open (the start would have been tried by now), and it has not started.
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState))
    .toBeGreaterThanOrEqual(1);
  expect(await video(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.evaluate(() => {
    const calls: string[] = [];
    (window as unknown as { __bridgeCalls: string[] }).__bridgeCalls = calls;
    (window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = {
      invoke(name: string, _args: unknown, callback?: (res: unknown) => void) {
        calls.push(name);
        setTimeout(() => callback?.({ err_msg: "network_type:wifi" }), 10);
      },
      on() {},
    };
    document.dispatchEvent(new Event("WeixinJSBridgeReady"));
  });
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { __bridgeCalls: string[] }).__bridgeCalls),
  ).toContain("getNetworkType");
  await phone.close();
});

test("on a video album the lock screen names the album and its next and previous episode play the list's", async ({
  page,
}) => {
  await page.addInitScript(recordSessionHandlers);
  // Data saver: an episode that ends offers the next rather than starting it, so only the lock screen moves on.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } });
  });
  const album = await videoAlbum(process.env[ALBUM_ENV]!);
  const [first, second] = album.items as [AlbumItem, AlbumItem];
  await page.goto(videoAlbumPath(album));
  await startPlayer(page);
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.album)).toBe(album.title);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(first.title);
  await expect.poll(() => sessionActions(page)).toContain("nexttrack");
  expect(await sessionActions(page)).not.toContain("previoustrack");
  await page.evaluate(() =>
    (window as unknown as { __session: Handlers }).__session.get("nexttrack")?.({ action: "nexttrack" }),
  );
  await expect(page).toHaveURL(new RegExp(`\\?ep=${second.id}$`));
  await expect.poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe(second.title);
  await expect.poll(() => sessionActions(page)).toContain("previoustrack");
});

test("a clip's captions switch on from the feed's bar, and stay on for the next clip", async ({ page }) => {
  await openPlaying(page);
  const captions = page.locator(".svclip__captions");
  await expect(captions).toHaveCount(0);
  const toggle = page.getByRole("button", { name: "字幕", exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(slide(page, 0).locator(".svclip__captions")).not.toBeEmpty();
  await page.keyboard.press("ArrowDown");
  await expect(slide(page, 1).locator(".svclip__captions")).not.toBeEmpty({ timeout: 10_000 });
  await toggle.click();
  await expect(captions).toHaveCount(0);
});
