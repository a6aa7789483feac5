import type { ContentCard, ContentPage } from "@davmu/contract";
import { expect, type Page } from "@playwright/test";
import { apiGet, videoPath } from "./api.ts";
import { VIDEO_ENV } from "./test-media.ts";

/** The site path of the video `id`, as the site links to it. */
export async function videoPathOf(id: string): Promise<string> {
  const page = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  return videoPath(page.list.find((c) => c.id === id) as ContentCard);
}

export const playable = () => process.env[VIDEO_ENV.playable]!;
export const missing = () => process.env[VIDEO_ENV.missing]!;

/** Opens a video page and starts the player with the poster's play button (or finds it started). */
export async function openAndPlay(page: Page, id: string) {
  await page.goto(await videoPathOf(id));
  await startPlayer(page);
}

/** Taps play, unless the page started the player on its own (a muted start once idle) first. */
export async function startPlayer(page: Page) {
  await page
    .locator(".video-stage__play")
    .click({ timeout: 3000 })
    .catch(() => {});
  await expect(page.locator(".player video")).toBeAttached();
}

/** A browser without native HLS (as Chromium was before it had it). */
export const noNativeHls = () => {
  const canPlayType = HTMLMediaElement.prototype.canPlayType;
  HTMLMediaElement.prototype.canPlayType = function (type: string) {
    return /mpegurl/i.test(type) ? "" : canPlayType.call(this, type);
  };
};

export const currentTime = (page: Page) =>
  page.locator(".player video").evaluate((v: HTMLVideoElement) => v.currentTime);
