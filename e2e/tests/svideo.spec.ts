import type { ContentPage, TrackerSummary } from "@davmu/contract";
import { apiGet, articlePath } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { emulateConnection, firstLoad } from "../support/hold.ts";
import { scrollFeedUntil } from "../support/home-feed.ts";
import { clipPath } from "../support/svideo-media.ts";
import {
  activeVideo,
  advances,
  clipById,
  missing,
  openPlaying,
  playable,
  slide,
  state,
  videoOf,
} from "../support/svideo-page.ts";
import { visit } from "../support/visit.ts";

// The short-video screen as it loads, links and fails. Moving through its feed and what plays:
// svideo-feed.spec.ts; its layout and focus: svideo-layout.spec.ts.

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
