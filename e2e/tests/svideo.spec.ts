import type { ContentCard, ContentPage, TrackerSummary } from "@davmu/contract";
import type { Locator, Page } from "@playwright/test";
import { apiGet, articlePath } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { emulateConnection, firstLoad } from "../support/hold.ts";
import { scrollFeedUntil } from "../support/home-feed.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";
import { CLIP_ENV, clipPath, shortVideos } from "../support/svideo-media.ts";
import { visit } from "../support/visit.ts";
import { bridgeCalls, installWechatBridge, WECHAT_UA_SUFFIX } from "../support/wechat.ts";

const playable = () => process.env[CLIP_ENV.playable]!.split(",");
const missing = () => process.env[CLIP_ENV.missing]!;

async function clipById(id: string): Promise<ContentCard> {
  const clip = (await shortVideos()).find((c) => c.id === id);
  if (!clip) throw new Error(`no short video ${id}`);
  return clip;
}

/** The slide of the clip at `index` in the feed, and its video element. */
const slide = (page: Page, index: number) => page.locator(`.svclip[data-index="${index}"]`);
const videoOf = (slideLocator: Locator) => slideLocator.locator("video");
const activeVideo = (page: Page) => page.locator("video[data-active]");

const state = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({ time: v.currentTime, paused: v.paused, muted: v.muted }));

/** The video's time moves on: it is playing, not just told to. */
async function advances(video: Locator) {
  const before = (await state(video)).time;
  await expect.poll(async () => (await state(video)).time, { timeout: 10_000 }).toBeGreaterThan(before + 0.4);
}

/** Opens the first playable clip and waits until it plays, as it does once the page is idle. */
async function openPlaying(page: Page) {
  const first = await clipById(playable()[0]!);
  await page.goto(clipPath(first));
  await expect(slide(page, 0).getByRole("heading", { level: 1 })).toHaveText(first.title);
  await expect(activeVideo(page)).toBeAttached({ timeout: 10_000 });
  await advances(activeVideo(page));
  // The feed beyond the shared clip has arrived.
  await expect(slide(page, 3)).toBeAttached();
  return first;
}

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

test("the first paint is the shared clip's poster and a play mark, with its share tags, and no player code", async ({
  page,
}) => {
  // With data saver on, the feed never starts on its own.
  await emulateConnection(page, { effectiveType: "4g", saveData: true });
  const first = await clipById(playable()[0]!);
  const load = firstLoad(page);
  const response = await visit(page, clipPath(first));
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('"@type":"VideoObject"');
  expect(html).toContain('property="og:type" content="video.other"');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/${clipPath(first)}"`));
  const poster = slide(page, 0).locator(".svclip__poster");
  await expect(poster).toBeVisible();
  expect(await poster.getAttribute("fetchpriority")).toBe("high");
  await expect(slide(page, 0).getByRole("button", { name: "播放" })).toBeVisible();
  // The first load, idle included: no player code.
  await load.settled();
  expect(load.requested.filter((u) => /clip-video|hls/.test(u))).toEqual([]);
  await expect(page.locator("video")).toHaveCount(0);
  // The tap brings the player: the clip plays, with sound (the tap was the visitor's).
  await slide(page, 0).getByRole("button", { name: "播放" }).click();
  await advances(activeVideo(page));
  expect((await state(activeVideo(page))).muted).toBe(false);
});

test("the shared clip comes first and plays muted, with its neighbour loaded and waiting", async ({
  page,
}) => {
  const first = await openPlaying(page);
  const video = videoOf(slide(page, 0));
  expect(await video.getAttribute("data-active")).toBe("true");
  expect((await state(video)).muted).toBe(true);
  await expect(page.getByText("轻触开启声音")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/svideo/\\d{4}/\\d{2}/${first.id}$`));
  // Only the clip and its neighbour have a video element; the next one waits, paused.
  await expect(page.locator("video")).toHaveCount(2);
  expect((await state(videoOf(slide(page, 1)))).paused).toBe(true);
});

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

test("the tracker hears the clip in view start and play through", async ({ page }) => {
  const id = playable()[0]!;
  const summary = () => apiGet<TrackerSummary>(`/stats/tracker/summary?tid=${id}`);
  const before = (await summary()).play_milestones;
  await openPlaying(page);
  // The tracker starts once the page is idle, which on a busy phone can come after the clip has
  // already come round once: the play-through timed below starts once it has been heard starting.
  const started = async () => ((await summary()).play_milestones["0"] ?? 0) > (before["0"] ?? 0);
  await expect.poll(started, { timeout: 15_000 }).toBe(true);
  // Twice the speed, to its end: the loop coming round is the end of a play-through.
  await activeVideo(page).evaluate(
    (v: HTMLVideoElement) =>
      new Promise<void>((done) => {
        v.playbackRate = 2;
        let last = v.currentTime;
        const onTime = () => {
          if (v.currentTime + 1 < last) {
            v.removeEventListener("timeupdate", onTime);
            done();
          }
          last = v.currentTime;
        };
        v.addEventListener("timeupdate", onTime);
      }),
  );
  await page.goto("about:blank");
  const grown = async () => {
    const after = (await summary()).play_milestones;
    return ["0", "50", "100"].filter((m) => (after[m] ?? 0) <= (before[m] ?? 0));
  };
  await expect.poll(grown, { timeout: 15_000 }).toEqual([]);
});

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

test("a clip whose file is missing shows its error state, and the feed goes on", async ({ page }) => {
  const clip = await clipById(missing());
  await page.goto(clipPath(clip));
  await expect(page.getByRole("alert")).toContainText("视频暂时无法播放", { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(clip.title);
  await expect(page.getByRole("button", { name: "重试" })).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await expect(slide(page, 1)).toHaveAttribute("data-active", "true");
  await advances(videoOf(slide(page, 1)));
});

test("a bad id, and the id of an item of another type, are the 404 page", async ({ page }) => {
  expect((await visit(page, "mp/svideo/2024/01/notAnId"))?.status()).toBe(404);
  const article = (await apiGet<ContentPage>("/peony/v1/content?type=doc&pagesize=1")).list[0]!;
  const asClip = articlePath(article).replace("/doc/", "/svideo/");
  expect((await visit(page, asClip))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("页面找不到了");
});

test("home's short-video cards open the short-video screen", async ({ page }) => {
  await page.goto("./");
  const card = page.locator('.content-card[data-type="svideo"] .content-card__link').first();
  await scrollFeedUntil(page, card);
  const title = (await card.locator("h3").textContent()) ?? "";
  expect(await card.getAttribute("href")).toMatch(/\/svideo\/\d{4}\/\d{2}\/\w+$/);
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator(".svfeed")).toBeVisible();
});

test.describe("where autoplay is not allowed", () => {
  const cases = [
    {
      name: "in WeChat on Android",
      setup: async (page: Page) =>
        page.addInitScript(() => {
          Object.defineProperty(navigator, "userAgent", {
            value:
              "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47",
          });
        }),
    },
    { name: "with reduced motion", setup: (page: Page) => page.emulateMedia({ reducedMotion: "reduce" }) },
  ];
  for (const { name, setup } of cases) {
    test(`${name}, each clip waits on its poster for a tap`, async ({ page }) => {
      await setup(page);
      const first = await clipById(playable()[0]!);
      await page.goto(clipPath(first));
      await expect(slide(page, 2)).toBeAttached();
      await page.waitForLoadState("networkidle");
      await expect(page.locator("video")).toHaveCount(0);
      await page.keyboard.press("ArrowDown");
      await expect(slide(page, 1)).toHaveAttribute("data-active", "true");
      await expect(page.locator("video")).toHaveCount(0);
      await slide(page, 1).getByRole("button", { name: "播放" }).click();
      await advances(videoOf(slide(page, 1)));
    });
  }
});

/** Every visible control: its name and size. */
const targets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, [tabindex]")]
      .filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0)
      .map((el) => {
        const { width, height } = el.getBoundingClientRect();
        return { name: `${el.className} ${el.getAttribute("aria-label") ?? el.textContent}`, width, height };
      }),
  );

/** Where keyboard focus is: whether it draws a ring, and whether something else is on top of it. */
const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const ring =
      (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2) ||
      style.boxShadow !== "none";
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const onScreen = box.top >= 0 && box.bottom <= window.innerHeight;
    return {
      name: `${el.className} ${el.getAttribute("aria-label") ?? ""}`,
      ring,
      onScreen,
      covered: !!hit && !el.contains(hit),
    };
  });

test(
  "every control is 44 px at least, and the keyboard's focus shows, uncovered, clip after clip",
  EACH_PHONE,
  async ({ page }) => {
    await openPlaying(page);
    const small = (await targets(page)).filter((t) => t.width < 44 || t.height < 44);
    expect(small, JSON.stringify(small, null, 2)).toEqual([]);
    const stops = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      // The feed follows the focus: the clip holding it becomes the one in view.
      await page.waitForFunction(() => {
        const clip = document.activeElement?.closest(".svclip");
        return !clip || clip.hasAttribute("data-active");
      });
      const stop = await focusState(page);
      if (stop) stops.push(stop);
    }
    // The controls over the feed come first, then each clip's links, the feed following the focus.
    expect(stops[0]?.name).toContain("首页");
    expect(stops.length).toBeGreaterThan(10);
    const bad = stops.filter((s) => !s.ring || s.covered || !s.onScreen);
    expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
    // The clip holding the focus is the one in view, and it plays.
    await expect(page.locator(".svclip[data-active]")).toHaveAttribute("data-index", "2");
    await expect(page.locator(".svclip[data-active] :focus")).toHaveCount(1);
    await advances(activeVideo(page));
  },
);

test("the feed fills the screen and nothing scrolls sideways", EACH_PHONE, async ({ page }) => {
  await openPlaying(page);
  const layout = await page.evaluate(() => {
    const feed = document.querySelector(".svfeed")!.getBoundingClientRect();
    const clip = document.querySelector(".svclip")!.getBoundingClientRect();
    return {
      feed: [feed.width, feed.height],
      clip: [clip.width, clip.height],
      viewport: [window.innerWidth, window.innerHeight],
      sideways: document.documentElement.scrollWidth - window.innerWidth,
    };
  });
  expect(layout.feed).toEqual(layout.viewport);
  expect(layout.clip).toEqual(layout.viewport);
  expect(layout.sideways).toBe(0);
});

const wechatTest = test.extend({
  userAgent: async ({ userAgent }, use) => use(`${userAgent} ${WECHAT_UA_SUFFIX}`),
});

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
