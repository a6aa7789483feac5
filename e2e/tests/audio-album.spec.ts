import type { Page } from "@playwright/test";
import {
  advances,
  albumPath,
  media,
  nearEnd,
  play,
  playableId,
  player,
  track,
  trackButton,
  trackPath,
} from "../support/audio-page.ts";
import { expect, test } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";
import { audioAlbum } from "../support/test-audio.ts";
import { visit } from "../support/visit.ts";
import { bridgeCalls, installWechatBridge, inWechat } from "../support/wechat.ts";

// The album's track list: the track that plays, the next one after it, a page of tracks at a time,
// and a track's own page.

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

/** The same phone, inside WeChat's in-app browser, where the page sets its share card. */
const wechatTest = inWechat(test);
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
