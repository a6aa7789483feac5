import { expect, test } from "../support/fixtures.ts";
import { liveRoomPath as roomPath } from "../support/live-media.ts";
import { endedRoom, liveBlog, liveVideoRoom, open, upcomingRoom } from "../support/live-page.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { currentTime, startPlayer } from "../support/video-page.ts";

// A live room in each of its states, its stream and its share card. Its chat and likes:
// live-chat.spec.ts; booking an upcoming room: live-booking.spec.ts.

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

test("with reduced motion the room waits for a tap, with the segment it joins at fetched ahead", async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const live = await liveVideoRoom();
  const segments: string[] = [];
  page.on("requestfinished", (r) => {
    if (/\.ts(\?|$)/.test(new URL(r.url()).pathname)) segments.push(r.url());
  });
  await open(page, roomPath(live));
  const play = page.locator(".video-stage__play");
  await expect(play).toBeVisible();
  // Once idle, one segment is fetched ahead of the tap, and no player is there yet.
  await expect.poll(() => segments.length).toBe(1);
  await expect(page.locator(".player video")).toHaveCount(0);
  await play.click();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0.5);
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
