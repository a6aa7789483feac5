import type { AlbumDetail, TrackerSummary } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { apiGet } from "../support/api.ts";
import { withoutTheApp } from "../support/app-links.ts";
import { expect, test } from "../support/fixtures.ts";
import { tabStops, targets } from "../support/focus.ts";
import { firstLoad, holdRequests } from "../support/hold.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";
import { AUDIO_ENV, audioAlbum, itemPath, TEST_TRACK_SECONDS } from "../support/test-audio.ts";
import { visit } from "../support/visit.ts";
import { bridgeCalls, installWechatBridge, WECHAT_UA_SUFFIX } from "../support/wechat.ts";

const playableId = () => process.env[AUDIO_ENV.album]!;
const missingId = () => process.env[AUDIO_ENV.missing]!;

const albumPath = (album: AlbumDetail) => itemPath(album.actor, "audio_album", album);
const trackPath = (album: AlbumDetail, position: number) =>
  itemPath(album.actor, "audio", album.items[position - 1]!);
const track = (album: AlbumDetail, position: number) => album.items[position - 1]!;

const media = (page: Page) => page.locator(".audio-stage audio");
const currentTime = (page: Page) => media(page).evaluate((a: HTMLAudioElement) => a.currentTime);
const player = (page: Page) => page.getByRole("group", { name: "音频播放器" });
const trackButton = (page: Page, title: string) =>
  page.locator(".audio-tracks").getByRole("button", { name: title });

async function advances(page: Page) {
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 0.5);
}

/** Taps the big play button and waits for the player and the sound. */
async function play(page: Page) {
  await page.getByRole("button", { name: "播放", exact: true }).click();
  await expect(player(page)).toBeVisible();
  await advances(page);
}

/** Pauses and waits until the file's own length is known (the test tracks are shorter than the seed's). */
async function pauseWithLength(page: Page) {
  await player(page).getByRole("button", { name: "暂停", exact: true }).click();
  await expect
    .poll(() => media(page).evaluate((a: HTMLAudioElement) => Math.round(a.duration)))
    .toBe(TEST_TRACK_SECONDS);
}

/** Jumps to a second before the track's end, as a listener would let it run out. */
const nearEnd = (page: Page) =>
  media(page).evaluate((a: HTMLAudioElement) => {
    a.currentTime = a.duration - 1;
  });

test("an album page shows its cover, title and a play button, and no player code until the tap", async ({
  page,
}) => {
  const album = await audioAlbum(playableId());
  const load = firstLoad(page);
  const response = await visit(page, albumPath(album));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: album.title })).toBeVisible();
  const cover = page.locator(".audio-hero__cover");
  await expect(cover).toBeVisible();
  expect(await cover.getAttribute("fetchpriority")).toBe("high");
  const html = await response!.text();
  expect(html).toContain('"@type":"MusicPlaylist"');
  expect(html).toContain('property="og:type" content="music.playlist"');
  // Its tracks for link previews, in order, each once: not in the router's data a second time.
  const songs = [...html.matchAll(/<meta property="music:song" content="([^"]+)"\/>/g)].map((m) => m[1]);
  expect(songs.length).toBe(Math.min(album.items.length, 20));
  expect(songs[0]).toBe(`${SITE_ORIGIN}${BASE_PATH}/${trackPath(album, 1)}`);
  expect(html.match(/music:song(?!:)/g)?.length).toBe(songs.length);
  // The first load, idle included: no player code, nothing playing, no file asked for.
  await load.settled();
  // Hydrated, the page keeps the tags the server wrote.
  await expect(page.locator('meta[property="music:song"]')).toHaveCount(songs.length);
  expect(load.requested.filter((u) => /audio-player|audio-mini-bar|\/media\/.*\.m4a/.test(u))).toEqual([]);
  await expect(player(page)).toHaveCount(0);
  expect(await media(page).evaluate((a: HTMLAudioElement) => a.paused && a.currentSrc === "")).toBe(true);
  // The tap plays and brings the player.
  await play(page);
  await expect(player(page).getByRole("slider", { name: "播放进度" })).toBeVisible();
  // The lock screen knows what plays.
  expect(await page.evaluate(() => navigator.mediaSession?.metadata?.title)).toBe(track(album, 1).title);
});

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

test("the speed button steps through 0.75x to 2x and the audio plays at that speed", async ({ page }) => {
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

test("at a track's end the album plays the next track by itself, and the address follows", async ({
  page,
}) => {
  const album = await audioAlbum(playableId());
  await page.goto(albumPath(album));
  await expect(trackButton(page, track(album, 1).title)).toHaveAttribute("aria-current", "true");
  await play(page);
  await nearEnd(page);
  const second = track(album, 2);
  await expect(trackButton(page, second.title)).toHaveAttribute("aria-current", "true", {
    timeout: 10_000,
  });
  await expect(trackButton(page, track(album, 1).title)).not.toHaveAttribute("aria-current");
  await expect(page).toHaveURL(new RegExp(`\\?track=${second.id}$`));
  expect(await media(page).evaluate((a: HTMLAudioElement) => a.dataset.track)).toBe(second.id);
  await advances(page);
  expect(await page.evaluate(() => navigator.mediaSession?.metadata?.title)).toBe(second.title);
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

test(
  "the app is asked to open the album at the track and second where it was paused",
  EACH_PHONE,
  async ({ page }) => {
    const album = await audioAlbum(playableId());
    const appLinks = await withoutTheApp(page);
    await page.goto(albumPath(album));
    await play(page);
    await media(page).evaluate(async (a: HTMLAudioElement) => {
      a.pause();
      a.currentTime = 9.6;
      await new Promise((done) => a.addEventListener("seeked", done, { once: true }));
    });
    await page.getByRole("button", { name: "App 内打开" }).click();
    await expect
      .poll(appLinks)
      .toEqual([`davmu://content?type=audio_album&id=${album.id}&play_id=${track(album, 1).id}&position=9`]);
  },
);

test("a tap on a track plays it where the visitor is: the address changes, the page does not load", async ({
  page,
}) => {
  const album = await audioAlbum(playableId());
  await page.goto(albumPath(album));
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const third = track(album, 3);
  await trackButton(page, third.title).click();
  await expect(trackButton(page, third.title)).toHaveAttribute("aria-current", "true");
  await expect(page).toHaveURL(new RegExp(`\\?track=${third.id}$`));
  await expect(player(page)).toBeVisible();
  await advances(page);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: album.title })).toBeVisible();
  // A reload opens on the chosen track.
  await page.reload();
  await expect(trackButton(page, third.title)).toHaveAttribute("aria-current", "true");
});

test("the track list shows a page at a time, and more on request", async ({ page }) => {
  const album = await audioAlbum(playableId());
  await page.goto(albumPath(album));
  const rows = page.locator(".audio-tracks__list > li");
  await expect(rows).toHaveCount(8);
  const more = page.getByRole("button", { name: `查看更多（还有 ${album.item_count - 8} 首）` });
  await more.click();
  await expect(rows).toHaveCount(album.item_count);
  await expect(more).toHaveCount(0);
  await expect(trackButton(page, track(album, album.item_count).title)).toBeVisible();
});

test("playing goes on past the last track of the page shown", async ({ page }) => {
  const album = await audioAlbum(playableId());
  await page.goto(albumPath(album));
  await trackButton(page, track(album, 8).title).click();
  await expect(player(page)).toBeVisible();
  await advances(page);
  await nearEnd(page);
  // The ninth was on the next page: loaded ahead, listed, and playing.
  await expect(trackButton(page, track(album, 9).title)).toHaveAttribute("aria-current", "true", {
    timeout: 10_000,
  });
  await advances(page);
});

test(
  "once the player scrolls away, a mini player stays docked above the open-in-app bar",
  EACH_PHONE,
  async ({ page }) => {
    const album = await audioAlbum(playableId());
    await page.goto(albumPath(album));
    await play(page);
    const mini = page.getByRole("complementary", { name: "迷你播放器" });
    await expect(mini).toHaveCount(0);
    await page.getByRole("heading", { name: "相关专辑" }).scrollIntoViewIfNeeded();
    await expect(mini).toBeVisible();
    await expect(mini).toContainText(track(album, 1).title);
    const bar = (await page.getByRole("complementary", { name: "App 内打开" }).boundingBox())!;
    const docked = (await mini.boundingBox())!;
    expect(docked.y + docked.height).toBeLessThanOrEqual(bar.y);
    // It plays and pauses what the player does, and leads back to it.
    await mini.getByRole("button", { name: "暂停" }).click();
    expect(await media(page).evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
    await mini.getByRole("button", { name: /回到播放器/ }).click();
    await expect(mini).toHaveCount(0);
    await expect(player(page).getByRole("button", { name: "播放", exact: true })).toBeFocused();
  },
);

test("a track page shows its album and neighbours, and plays on into the album", async ({ page }) => {
  const album = await audioAlbum(playableId());
  const second = track(album, 2);
  const response = await visit(page, trackPath(album, 2));
  const html = await response!.text();
  expect(html).toContain('"@type":"AudioObject"');
  expect(html).toContain('property="og:type" content="music.song"');
  await expect(page.getByRole("heading", { level: 1, name: second.title })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(album.title) })).toBeVisible();
  await expect(trackButton(page, second.title)).toHaveAttribute("aria-current", "true");
  await expect(trackButton(page, track(album, 1).title)).toBeVisible();
  await expect(trackButton(page, track(album, 3).title)).toBeVisible();
  await play(page);
  await nearEnd(page);
  const third = track(album, 3);
  await expect(page.getByRole("heading", { level: 1, name: third.title })).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`/${trackPath(album, 3)}$`));
  await advances(page);
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

test("bad ids and ids of another type are the 404 page", async ({ page }) => {
  const album = await audioAlbum(playableId());
  const first = track(album, 1);
  for (const path of [
    "mp/audio/2024/01/notAnId",
    "mp/audio_album/2024/01/notAnId",
    itemPath(album.actor, "audio_album", first),
    itemPath(album.actor, "audio", album),
  ]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(404);
  }
});

test("home's card of an audio album opens the album page", async ({ page }) => {
  const album = await audioAlbum(playableId());
  await page.goto(`./?gid=${album.channel!.id}`);
  const card = page.locator(".content-card__link", { has: page.getByRole("heading", { name: album.title }) });
  await expect(card).toHaveAttribute("href", new RegExp(`/${albumPath(album)}$`));
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: album.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "播放", exact: true })).toBeVisible();
});

test("the cover's blurred copy is not in the page's first paint: it fades in once the page has loaded", async ({
  page,
}) => {
  const album = await audioAlbum(playableId());
  const html = await (await page.request.get(albumPath(album))).text();
  expect(html).toContain("audio-hero__cover");
  expect(html).not.toContain(`class="audio-hero__backdrop`);
  await page.goto(albumPath(album));
  const backdrop = page.locator(".audio-hero__backdrop");
  await expect(backdrop).toHaveClass(/audio-hero__backdrop--shown/);
  expect(await backdrop.evaluate((img) => getComputedStyle(img).filter)).toContain("blur");
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

test("the English album page speaks English around the content's Chinese", async ({ page }) => {
  const album = await audioAlbum(playableId());
  await page.goto(`en/${albumPath(album)}`);
  await expect(page.getByRole("heading", { level: 1, name: album.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Tracks/ })).toBeVisible();
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await expect(page.getByRole("group", { name: "Audio player" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Playback speed 1×/ })).toBeVisible();
});

test(
  "every control of the audio pages is 44 px or more, and every tab stop shows a ring nothing covers",
  EACH_PHONE,
  async ({ page }) => {
    const album = await audioAlbum(playableId());
    await page.goto(trackPath(album, 2));
    await expect(page.locator(".recommend .content-card").first()).toBeVisible();
    const trackPage = await targets(page);
    await page.goto(albumPath(album));
    await expect(page.locator(".recommend .content-card").first()).toBeVisible();
    await play(page);
    const albumPage = await targets(page);
    // From the player down through the tracks, with the mini player docked once the player is out of view.
    await player(page)
      .getByRole("button", { name: /播放速度/ })
      .focus();
    const stops = [...(await tabStops(page, 1, "Shift+Tab")), ...(await tabStops(page, 26))];
    await expect(page.getByRole("complementary", { name: "迷你播放器" })).toBeVisible();
    const mini = await targets(page);
    const small = [...trackPage, ...albumPage, ...mini].filter((t) => t.width < 44 || t.height < 44);
    expect(small, JSON.stringify(small, null, 2)).toEqual([]);
    const bad = stops.filter((s) => !s.ring || s.clippedBy.length > 0 || s.covered);
    expect(bad, JSON.stringify(bad, null, 2)).toEqual([]);
    expect(stops.some((s) => s.name.startsWith("div.audio-seek"))).toBe(true);
    expect(stops.some((s) => s.name.startsWith("button.audio-track"))).toBe(true);
  },
);

/** The same phone, inside WeChat's in-app browser, where the page sets its share card. */
const wechatTest = test.extend({
  userAgent: async ({ userAgent }, use) => use(`${userAgent} ${WECHAT_UA_SUFFIX}`),
});
const lastCard = async (page: Page) =>
  (await bridgeCalls(page)).filter((c) => c.name === "updateAppMessageShareData").at(-1)?.args;

wechatTest(
  "the WeChat card follows the track that plays, on the album page and on a track page",
  EACH_PHONE,
  async ({ page }) => {
    const album = await audioAlbum(playableId());
    await installWechatBridge(page);
    await page.goto(albumPath(album));
    await expect
      .poll(async () => (await lastCard(page))?.link)
      .toBe(`${SITE_ORIGIN}${BASE_PATH}/${albumPath(album)}`);
    const third = track(album, 3);
    await trackButton(page, third.title).click();
    await expect
      .poll(async () => (await lastCard(page))?.link)
      .toBe(`${SITE_ORIGIN}${BASE_PATH}/${albumPath(album)}?track=${third.id}`);

    await page.goto(trackPath(album, 2));
    await expect.poll(async () => (await lastCard(page))?.title).toBe(track(album, 2).title);
    await trackButton(page, third.title).click();
    await expect.poll(async () => (await lastCard(page))?.title).toBe(third.title);
    expect((await lastCard(page))?.link).toBe(`${SITE_ORIGIN}${BASE_PATH}/${trackPath(album, 3)}`);
  },
);
