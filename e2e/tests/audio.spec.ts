import { withoutTheApp } from "../support/app-links.ts";
import { albumPath, media, play, playableId, player, track, trackPath } from "../support/audio-page.ts";
import { expect, test } from "../support/fixtures.ts";
import { firstLoad } from "../support/hold.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";
import { audioAlbum, itemPath } from "../support/test-audio.ts";
import { visit } from "../support/visit.ts";

// The audio album page as it loads and links. Its player: audio-playback.spec.ts; its track list
// and track pages: audio-album.spec.ts; the mini player: audio-mini-bar.spec.ts.

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

test("the English album page speaks English around the content's Chinese", async ({ page }) => {
  const album = await audioAlbum(playableId());
  await page.goto(`en/${albumPath(album)}`);
  await expect(page.getByRole("heading", { level: 1, name: album.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Tracks/ })).toBeVisible();
  await page.getByRole("button", { name: "Play", exact: true }).click();
  await expect(page.getByRole("group", { name: "Audio player" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Playback speed 1×/ })).toBeVisible();
});
