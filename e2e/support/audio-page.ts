import type { AlbumDetail } from "@davmu/contract";
import { expect, type Page } from "@playwright/test";
import { AUDIO_ENV, itemPath, TEST_TRACK_SECONDS } from "./test-audio.ts";

/** The album whose tracks have files, and the one whose tracks have none (test-audio.ts). */
export const playableId = () => process.env[AUDIO_ENV.album]!;
export const missingId = () => process.env[AUDIO_ENV.missing]!;

export const albumPath = (album: AlbumDetail) => itemPath(album.actor, "audio_album", album);
export const trackPath = (album: AlbumDetail, position: number) =>
  itemPath(album.actor, "audio", album.items[position - 1]!);
export const track = (album: AlbumDetail, position: number) => album.items[position - 1]!;

export const media = (page: Page) => page.locator(".audio-stage audio");
export const currentTime = (page: Page) => media(page).evaluate((a: HTMLAudioElement) => a.currentTime);
export const player = (page: Page) => page.getByRole("group", { name: "音频播放器" });
export const trackButton = (page: Page, title: string) =>
  page.locator(".audio-tracks").getByRole("button", { name: title });

export async function advances(page: Page) {
  const before = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 0.5);
}

/** Taps the big play button and waits for the player and the sound. */
export async function play(page: Page) {
  await page.getByRole("button", { name: "播放", exact: true }).click();
  await expect(player(page)).toBeVisible();
  await advances(page);
}

/** Pauses and waits until the file's own length is known (the test tracks are shorter than the seed's). */
export async function pauseWithLength(page: Page) {
  await player(page).getByRole("button", { name: "暂停", exact: true }).click();
  await expect
    .poll(() => media(page).evaluate((a: HTMLAudioElement) => Math.round(a.duration)))
    .toBe(TEST_TRACK_SECONDS);
}

/** Jumps to a second before the track's end, as a listener would let it run out. */
export const nearEnd = (page: Page) =>
  media(page).evaluate((a: HTMLAudioElement) => {
    a.currentTime = a.duration - 1;
  });
