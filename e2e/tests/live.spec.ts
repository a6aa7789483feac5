import { LIVE_STATUS, type LiveDetail } from "@davmu/contract";
import type { Browser, Page } from "@playwright/test";
import { apiLogin, startLoggedIn } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { liveRooms, liveRoomPath as roomPath } from "../support/live-media.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { hydrated } from "../support/platform.ts";
import { visit } from "../support/visit.ts";

async function room(pick: (r: LiveDetail) => boolean, what: string): Promise<LiveDetail> {
  const found = (await liveRooms()).find(pick);
  if (!found) throw new Error(`the seed has no ${what}`);
  return found;
}

const liveVideoRoom = () =>
  room((r) => r.type === "landscape" && r.status === LIVE_STATUS.live, "live video room");
const upcomingRoom = () =>
  room((r) => r.type === "portrait" && r.status === LIVE_STATUS.notStarted, "upcoming room");
const endedRoom = () => room((r) => r.status === LIVE_STATUS.ended, "ended room");
const liveBlog = () => room((r) => r.type === "image", "live blog");

async function open(page: Page, path: string) {
  const ready = hydrated(page);
  const response = await visit(page, path);
  expect(response?.status(), path).toBe(200);
  await ready;
}

/**
 * Taps the poster's play button, unless the page started the player on its own (a muted start once
 * idle) first: then that button is gone. Not the player's own play button, named the same: it may
 * say pause by the time the tap lands, and pause.
 */
async function startPlayer(page: Page) {
  await page
    .locator(".video-stage__play")
    .click({ timeout: 3000 })
    .catch(() => {});
}

const currentTime = (page: Page) =>
  page.locator(".player video").evaluate((v: HTMLVideoElement) => v.currentTime);

test("a live room plays its stream, which moves, with the LIVE mark instead of a progress bar", async ({
  page,
}) => {
  const live = await liveVideoRoom();
  await open(page, roomPath(live));
  await expect(page.getByRole("heading", { level: 1, name: live.title })).toBeVisible();
  await expect(page.locator(".live-badge")).toHaveText("直播中");
  await expect(page.locator(".live-counts")).toContainText("人在看");
  await startPlayer(page);
  const video = page.locator(".player video");
  await expect(video).toBeAttached();
  await expect(page.locator(".player__live")).toHaveText("直播");
  await expect(page.locator(".player__range")).toHaveCount(0);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 0.5);
});

test("the live stream is a sliding window: its sequence moves on and it never ends", async ({ request }) => {
  const live = await liveVideoRoom();
  expect(live.stream_url).toMatch(/\/live-stream\/[a-z0-9-]+\/index\.m3u8$/);
  const first = await request.get(live.stream_url!);
  expect(first.headers()["cache-control"]).toContain("no-store");
  const text = await first.text();
  expect(text).not.toContain("#EXT-X-ENDLIST");
  const sequence = (t: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(t)?.[1]);
  // Segments of 2 s: within a few seconds the window has slid.
  await expect
    .poll(async () => sequence(await (await request.get(live.stream_url!)).text()), { timeout: 8000 })
    .toBeGreaterThan(sequence(text));
});

test("the countdown turns into the live room at the start time, without a reload", async ({ page }) => {
  const upcoming = await upcomingRoom();
  expect(upcoming.start_time).not.toBeNull();
  await page.clock.install({ time: Date.now() });
  // The first answer sets the page's clock against the service's; later polls would pull the moved
  // clock back to the service's time, so they fail (the page keeps what it shows on a failed poll).
  let polls = 0;
  await page.route("**/peony/v3/live/room/**", (route) => (polls++ === 0 ? route.continue() : route.abort()));
  await open(page, roomPath(upcoming));
  await expect(page.locator(".live-badge")).toHaveText("预告");
  await expect(page.getByText("距离开播还有", { exact: true })).toBeVisible();
  await expect(page.locator(".live-starts")).toContainText("开播");
  // A first tap starts the page's behaviours at once (the fake clock's idle callbacks may not come).
  await page.locator(".live-info__title").click();
  await expect.poll(() => polls).toBeGreaterThan(0);
  const navigations: string[] = [];
  page.on("framenavigated", (frame) => navigations.push(frame.url()));
  const left = upcoming.start_time! * 1000 - (await page.evaluate(() => Date.now()));
  await page.clock.fastForward(Math.max(0, left) + 2000);
  await expect(page.locator(".live-badge")).toHaveText("直播中");
  await expect(page.getByText("距离开播还有", { exact: true })).toHaveCount(0);
  await expect(page.locator(".video-stage")).toBeVisible();
  expect(navigations).toEqual([]);
});

test(
  "an upcoming room plays its notice video, with the countdown moved above it",
  EACH_PHONE,
  async ({ page }) => {
    const upcoming = await upcomingRoom();
    expect(upcoming.notice_switch).toBe(true);
    expect(upcoming.notice_video).toMatch(/\.mp4$/);
    await open(page, roomPath(upcoming));
    await expect(page.locator(".live-stage__notice")).toHaveText(upcoming.notice_label!);
    await expect(page.getByText("距离开播还有", { exact: true })).toBeVisible();
    await expect(page.locator(".live-stage__overlay--aside")).toBeVisible();
    await startPlayer(page);
    const video = page.locator(".player video");
    await expect(video).toHaveAttribute("src", /\.mp4$/);
    await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.3);
    // Still upcoming: the notice is not the stream.
    await expect(page.locator(".live-badge")).toHaveText("预告");
    await expect(page.locator(".player__live")).toHaveCount(0);
  },
);

test("an ended room offers its replay and says it has ended", async ({ page }) => {
  const ended = await endedRoom();
  const danmuAsked: string[] = [];
  page.on("request", (r) => r.url().includes("/danmu/") && danmuAsked.push(r.url()));
  await open(page, roomPath(ended));
  await expect(page.locator(".live-badge")).toHaveText("已结束");
  await expect(page.locator(".live-counts")).toContainText("人看过");
  const tabs = page.getByRole("tablist");
  await expect(tabs.getByRole("tab", { name: "回放" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("button", { name: /首演夜完整回放/ })).toHaveAttribute("aria-current", "true");
  // Tabs move with the arrow keys, as tabs do.
  await tabs.getByRole("tab", { name: "回放" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(tabs.getByRole("tab", { name: "简介" })).toBeFocused();
  await expect(page.getByRole("tabpanel")).toContainText(ended.content.summary.slice(0, 10));
  await expect(page.locator(".live-disclaimer")).toContainText("请勿录制");
  // The replay has no danmu of its own (the room's chat is its talk): none asked for under the
  // room's id, and no danmu controls.
  await startPlayer(page);
  await expect(page.locator(".player video")).toBeAttached();
  await expect(page.getByRole("button", { name: /弹幕/ })).toHaveCount(0);
  expect(danmuAsked).toEqual([]);
});

test("a live blog shows the posts whose time has come, newest first, with their pictures", async ({
  page,
}) => {
  const blog = await liveBlog();
  expect(blog.posts.length).toBeGreaterThan(1);
  await open(page, roomPath(blog));
  await expect(page.locator(".live-badge")).toHaveText("直播中");
  const posts = page.locator(".live-post");
  await expect(posts.first()).toContainText(blog.posts[0]!.text);
  expect(await posts.count()).toBeGreaterThanOrEqual(blog.posts.length);
  const times = await page
    .locator(".live-post__time")
    .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute("datetime") ?? "")));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(Math.max(...times)).toBeLessThanOrEqual(Date.now() + 60_000);
});

test("a room's share card says it is live, and its JSON-LD is a live BroadcastEvent", async ({ page }) => {
  const live = await liveVideoRoom();
  await page.goto(roomPath(live));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    `【直播中】${live.title}`,
  );
  const ld = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as Record<string, unknown>;
  expect(ld["@type"]).toBe("BroadcastEvent");
  expect(ld.isLiveBroadcast).toBe(true);
  expect(Date.parse(String(ld.startDate))).toBe(live.start_time! * 1000);
});

test("a room with a bad id is the 404 page", async ({ page }) => {
  await page.goto("mp/local_live/2026/11/not-an-id");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

/** A second visitor: a phone of their own, not logged in. */
async function viewer(browser: Browser, path: string, block?: "push") {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
    test.info().project.use;
  const context = await browser.newContext({
    ...{ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  if (block === "push") await page.route("**/peony/v3/live/stream/**", (route) => route.abort());
  await open(page, path);
  await page.getByRole("tab", { name: "聊天" }).click();
  await expect(page.getByRole("log", { name: "直播聊天" }).locator("li").first()).toBeVisible();
  return { page, close: () => context.close() };
}

async function sendFromLoggedIn(page: Page, path: string, text: string) {
  await startLoggedIn(page, await apiLogin());
  await open(page, path);
  await page.getByRole("tab", { name: "聊天" }).click();
  await page.getByRole("textbox", { name: "说点什么…" }).fill(text);
  await page.getByRole("button", { name: "发送" }).click();
  await expect(page.getByRole("log").getByText(text)).toBeVisible();
}

test("a chat message sent in one browser appears in another within a second, over push", async ({
  page,
  browser,
}) => {
  const live = await liveVideoRoom();
  const other = await viewer(browser, roomPath(live));
  try {
    // The other viewer's stream is open: the room counts them.
    await expect(other.page.locator(".live-counts")).toContainText(/[1-9]\d* 人在看/);
    const text = `推送测试 ${Date.now() % 100000}`;
    await sendFromLoggedIn(page, roomPath(live), text);
    const sentAt = Date.now();
    await expect(other.page.getByRole("log").getByText(text)).toBeVisible({ timeout: 1500 });
    expect(Date.now() - sentAt).toBeLessThan(1500);
    // Strangers see a masked name.
    const line = other.page.getByRole("log").locator("li", { hasText: text });
    await expect(line.locator(".live-chat__name")).toHaveText(/^.\*+$/u);
  } finally {
    await other.close();
  }
});

test("with push blocked, the chat falls back to polling and still gets the message", async ({
  page,
  browser,
}) => {
  const live = await liveVideoRoom();
  const errors: string[] = [];
  const other = await viewer(browser, roomPath(live), "push");
  other.page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  try {
    const text = `轮询测试 ${Date.now() % 100000}`;
    await sendFromLoggedIn(page, roomPath(live), text);
    await expect(other.page.getByRole("log").getByText(text)).toBeVisible({ timeout: 10_000 });
    expect(errors.some((e) => e.includes("live push"))).toBe(true);
  } finally {
    await other.close();
  }
});

test("a logged-out visitor reads the chat and is sent to log in to say something", async ({ page }) => {
  const live = await liveVideoRoom();
  await open(page, roomPath(live));
  await page.getByRole("tab", { name: "聊天" }).click();
  await expect(page.getByRole("log").locator("li").first()).toBeVisible();
  await page.getByRole("textbox", { name: "说点什么…" }).fill("我也想说");
  await page.getByRole("button", { name: "发送" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});

test("likes from several browsers add up, and stay after a reload", async ({ page, browser }) => {
  const live = await liveVideoRoom();
  const before = (await liveRooms()).find((r) => r.post_id === live.post_id)!.like_count;
  const other = await viewer(browser, roomPath(live));
  try {
    await open(page, roomPath(live));
    for (const p of [page, other.page]) {
      const button = p.getByRole("button", { name: /^点赞/ });
      for (let i = 0; i < 3; i++) await button.click();
      // Each tap shows at once, where the room's rounded count (3.6万) would not move.
      await expect(button).toContainText("+3");
      await expect(button).toHaveAttribute("aria-label", /其中 3 个是你点的$/);
    }
    // Each page counts its own taps at once, and sends them in a batch.
    await expect
      .poll(async () => (await liveRooms()).find((r) => r.post_id === live.post_id)!.like_count, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(before + 6);
    await page.reload();
    await expect(page.getByRole("button", { name: /^点赞/ })).toHaveAttribute(
      "aria-label",
      /已有 [\d.万]+ 个赞/,
    );
  } finally {
    await other.close();
  }
});

test("a logged-in visitor books an upcoming room, and it stays booked after a reload", async ({ page }) => {
  const upcoming = await upcomingRoom();
  await startLoggedIn(page, await apiLogin());
  await open(page, roomPath(upcoming));
  const book = page.getByRole("button", { name: upcoming.reservation_label ?? "预约直播" });
  await expect(book).toHaveAttribute("aria-pressed", "false");
  await book.click();
  const booked = page.getByRole("button", { name: "已预约" });
  await expect(booked).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: "已预约" })).toHaveAttribute("aria-pressed", "true");
  // Unbooking is a tap too, and lasts.
  await page.getByRole("button", { name: "已预约" }).click();
  await expect(book).toHaveAttribute("aria-pressed", "false");
  await page.reload();
  await expect(book).toBeVisible();
});

test("a visitor who will not log in adds the room's start to their calendar", async ({ page }) => {
  const upcoming = await upcomingRoom();
  await open(page, roomPath(upcoming));
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "添加到日历" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("live.ics");
  const { readFile } = await import("node:fs/promises");
  const ics = await readFile((await download.path())!, "utf8");
  const start = new Date(upcoming.start_time! * 1000)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  expect(ics).toContain(`DTSTART:${start}`);
  expect(ics).toContain(upcoming.post_id);
  // Booking asks a logged-out visitor to log in.
  await page.getByRole("button", { name: upcoming.reservation_label ?? "预约直播" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});

test(
  "the upright room's booking and calendar stay put as its chat's history comes in",
  EACH_PHONE,
  async ({ page }) => {
    const upcoming = await upcomingRoom();
    // The history comes once the page is idle, when a visitor may already be reaching for a button:
    // held here until the buttons' places are taken, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/peony/v3/live/chat/*?*", async (route) => {
      await held;
      await route.continue();
    });
    await open(page, roomPath(upcoming));
    const calendar = page.getByRole("link", { name: "添加到日历" });
    const book = page.getByRole("button", { name: upcoming.reservation_label ?? "预约直播" });
    await expect(calendar).toBeVisible();
    const before = [await book.boundingBox(), await calendar.boundingBox()];
    release();
    // The history has come: its lines, or the line saying nobody has spoken yet.
    await expect(page.getByRole("log")).toHaveAttribute("aria-busy", "false");
    await expect(page.getByRole("log").getByRole("listitem").first()).toBeVisible();
    expect([await book.boundingBox(), await calendar.boundingBox()]).toEqual(before);
  },
);

test("a dropped push connection comes back and misses nothing sent meanwhile", async ({ page, browser }) => {
  const live = await liveVideoRoom();
  const other = await viewer(browser, roomPath(live));
  try {
    const before = `断线之前 ${Date.now() % 100000}`;
    await sendFromLoggedIn(page, roomPath(live), before);
    await expect(other.page.getByRole("log").getByText(before)).toBeVisible();
    // The viewer's phone loses its network: the stream drops.
    await other.page.context().setOffline(true);
    const during = `断线期间 ${Date.now() % 100000}`;
    await page.getByRole("textbox", { name: "说点什么…" }).fill(during);
    await page.getByRole("button", { name: "发送" }).click();
    await expect(page.getByRole("log").getByText(during)).toBeVisible();
    await other.page.context().setOffline(false);
    await expect(other.page.getByRole("log").getByText(during)).toBeVisible({ timeout: 15_000 });
    // Each message once.
    await expect(other.page.getByRole("log").getByText(before)).toHaveCount(1);
  } finally {
    await other.close();
  }
});
