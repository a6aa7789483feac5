import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";
import { clipPath } from "../support/svideo-media.ts";
import {
  activeVideo,
  advances,
  clipById,
  openPlaying,
  playable,
  slide,
  state,
  videoOf,
} from "../support/svideo-page.ts";
import { bridgeCalls, installWechatBridge, inWechat } from "../support/wechat.ts";

// Moving through the short-video feed: the clip in view plays, with the sound the visitor chose,
// and what is shared is the clip in view.

/** A finger's swipe up two thirds of the screen: the browser's own scroll, snapped to the next clip. */
async function swipeUp(page: Page) {
  const { width, height } = page.viewportSize()!;
  const cdp = await page.context().newCDPSession(page);
  const x = Math.round(width / 3);
  let y = Math.round(height * 0.8);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 0; i < 10; i++) {
    y -= Math.round(height * 0.065);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hide) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (hide ? "hidden" : "visible"),
    });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hide });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

test(
  "swiping, the wheel and the keys move through the feed: the clip in view plays, the one left pauses",
  EACH_PHONE,
  async ({ page }) => {
    await openPlaying(page);
    const [, second, third] = await Promise.all(playable().slice(0, 3).map(clipById));

    await swipeUp(page);
    await expect(slide(page, 1)).toHaveAttribute("data-active", "true");
    await advances(videoOf(slide(page, 1)));
    expect(await state(videoOf(slide(page, 0)))).toMatchObject({ paused: true, time: 0 });
    // The address bar shows the clip in view, so a share shares it.
    await expect(page).toHaveURL(new RegExp(`${clipPath(second!)}$`));
    await expect(page).toHaveTitle(new RegExp(`^${second!.title}`));

    await page.mouse.move(100, 300);
    await page.mouse.wheel(0, 120);
    await expect(slide(page, 2)).toHaveAttribute("data-active", "true");
    await advances(videoOf(slide(page, 2)));
    expect((await state(videoOf(slide(page, 1)))).paused).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${clipPath(third!)}$`));
    // Only the clip in view and its neighbours have video elements.
    const withVideo = await page
      .locator(".svclip:has(video)")
      .evaluateAll((slides) => slides.map((s) => Number((s as HTMLElement).dataset.index)));
    expect(withVideo).toEqual([1, 2, 3]);

    await page.keyboard.press("ArrowUp");
    await expect(slide(page, 1)).toHaveAttribute("data-active", "true");
    await advances(videoOf(slide(page, 1)));
    await page.keyboard.press("PageDown");
    await expect(slide(page, 2)).toHaveAttribute("data-active", "true");
    // The next-clip button, for the keyboard.
    await page.getByRole("button", { name: "下一个视频" }).focus();
    await page.keyboard.press("Enter");
    await expect(slide(page, 3)).toHaveAttribute("data-active", "true");
    await advances(videoOf(slide(page, 3)));
    await expect(page.locator("video")).toHaveCount(3);
  },
);

test("hiding the page pauses the clip, and showing it again resumes it", async ({ page }) => {
  // The page's own clock, so that half a second of its time passes at once, its timers and frames
  // included.
  await page.clock.install();
  await openPlaying(page);
  const video = activeVideo(page);
  await setHidden(page, true);
  await expect.poll(async () => (await state(video)).paused).toBe(true);
  const at = (await state(video)).time;
  await page.clock.runFor(500);
  expect(await state(video)).toMatchObject({ paused: true, time: at });
  await setHidden(page, false);
  await advances(video);
});

test("the first tap turns the sound on, for the next clips too; the next tap pauses", async ({ page }) => {
  await openPlaying(page);
  const stage = slide(page, 0).locator(".svclip__stage");
  await stage.tap({ position: { x: 120, y: 250 } });
  expect(await state(activeVideo(page))).toMatchObject({ muted: false, paused: false });
  await expect(page.getByText("轻触开启声音")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "静音" })).toBeVisible();
  await stage.tap({ position: { x: 120, y: 250 } });
  await expect.poll(async () => (await state(activeVideo(page))).paused).toBe(true);
  await expect(slide(page, 0).getByRole("button", { name: "播放" })).toBeVisible();
  // The next clip plays, with the sound the visitor chose.
  await page.keyboard.press("ArrowDown");
  await expect(slide(page, 1)).toHaveAttribute("data-active", "true");
  await advances(videoOf(slide(page, 1)));
  expect((await state(videoOf(slide(page, 1)))).muted).toBe(false);
  // The mute button and m turn it off and on again.
  await page.getByRole("button", { name: "静音" }).click();
  expect((await state(activeVideo(page))).muted).toBe(true);
  await page.keyboard.press("m");
  expect((await state(activeVideo(page))).muted).toBe(false);
});

test("the share button shares the address of the clip in view", async ({ page }) => {
  // A browser without a share sheet: the address is copied.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined });
    Object.defineProperty(navigator, "clipboard", {
      value: {
        writeText: async (text: string) => ((window as unknown as { __copied: string }).__copied = text),
      },
    });
  });
  await openPlaying(page);
  const second = await clipById(playable()[1]!);
  await page.keyboard.press("ArrowDown");
  await expect(slide(page, 1)).toHaveAttribute("data-active", "true");
  await slide(page, 1).getByRole("button", { name: /^分享/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "链接已复制" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __copied: string }).__copied)).toBe(
    `${SITE_ORIGIN}${BASE_PATH}/${clipPath(second)}`,
  );
  // Sharing is not a tap on the picture: the clip plays on.
  expect((await state(activeVideo(page))).paused).toBe(false);
});

test.describe("where autoplay is not allowed", () => {
  const cases = [
    {
      name: "in WeChat on Android",
      // Its X5 webview would take a video element over: nothing is loaded before the tap.
      ahead: 0,
      setup: async (page: Page) =>
        page.addInitScript(() => {
          Object.defineProperty(navigator, "userAgent", {
            value:
              "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47",
          });
        }),
    },
    {
      name: "with reduced motion",
      // The current clip loads ahead, paused on its first frame, so the tap plays at once.
      ahead: 1,
      setup: (page: Page) => page.emulateMedia({ reducedMotion: "reduce" }),
    },
  ];
  for (const { name, ahead, setup } of cases) {
    test(`${name}, each clip waits on its poster for a tap`, async ({ page }) => {
      await setup(page);
      const first = await clipById(playable()[0]!);
      await page.goto(clipPath(first));
      await expect(slide(page, 2)).toBeAttached();
      await page.waitForLoadState("networkidle");
      await expect(page.locator("video")).toHaveCount(ahead);
      if (ahead) {
        await expect
          .poll(async () => (await state(videoOf(slide(page, 0)))).readyState)
          .toBeGreaterThanOrEqual(2);
        expect((await state(videoOf(slide(page, 0)))).paused).toBe(true);
      }
      await page.keyboard.press("ArrowDown");
      await expect(slide(page, 1)).toHaveAttribute("data-active", "true");
      // What loads ahead follows the current clip: never a neighbour.
      await expect(page.locator("video")).toHaveCount(ahead);
      await expect(slide(page, 1).locator("video")).toHaveCount(ahead);
      await slide(page, 1).getByRole("button", { name: "播放" }).click();
      await advances(videoOf(slide(page, 1)));
    });
  }
});

const wechatTest = inWechat(test);

wechatTest("inside WeChat the share card follows the clip in view", EACH_PHONE, async ({ page }) => {
  await installWechatBridge(page);
  const [first, second] = await Promise.all(playable().slice(0, 2).map(clipById));
  const lastCard = async () =>
    (await bridgeCalls(page)).filter((c) => c.name === "updateAppMessageShareData").at(-1)?.args;
  await page.goto(clipPath(first!));
  await expect.poll(async () => (await lastCard())?.title).toBe(first!.title);
  await expect(slide(page, 2)).toBeAttached();
  await page.keyboard.press("ArrowDown");
  await expect(slide(page, 1)).toHaveAttribute("data-active", "true");
  await expect
    .poll(lastCard)
    .toMatchObject({ title: second!.title, link: `${SITE_ORIGIN}${BASE_PATH}/${clipPath(second!)}` });
});
