import type { ContentCard } from "@davmu/contract";
import { expect, type Locator, type Page } from "@playwright/test";
import { CLIP_ENV, clipPath, shortVideos } from "./svideo-media.ts";

/** The clips with a file, newest first, and the one without (svideo-media.ts). */
export const playable = () => process.env[CLIP_ENV.playable]!.split(",");
export const missing = () => process.env[CLIP_ENV.missing]!;

export async function clipById(id: string): Promise<ContentCard> {
  const clip = (await shortVideos()).find((c) => c.id === id);
  if (!clip) throw new Error(`no short video ${id}`);
  return clip;
}

/** The slide of the clip at `index` in the feed, and its video element. */
export const slide = (page: Page, index: number) => page.locator(`.svclip[data-index="${index}"]`);
export const videoOf = (slideLocator: Locator) => slideLocator.locator("video");
export const activeVideo = (page: Page) => page.locator("video[data-active]");

export const state = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => ({
    time: v.currentTime,
    paused: v.paused,
    muted: v.muted,
    readyState: v.readyState,
  }));

/** The video's time moves on: it is playing, not just told to. */
export async function advances(video: Locator) {
  const before = (await state(video)).time;
  await expect.poll(async () => (await state(video)).time, { timeout: 10_000 }).toBeGreaterThan(before + 0.4);
}

/** Opens the first playable clip and waits until it plays, as it does once the page is idle. */
export async function openPlaying(page: Page) {
  const first = await clipById(playable()[0]!);
  await page.goto(clipPath(first));
  await expect(slide(page, 0).getByRole("heading", { level: 1 })).toHaveText(first.title);
  await expect(activeVideo(page)).toBeAttached({ timeout: 10_000 });
  await advances(activeVideo(page));
  // The feed beyond the shared clip has arrived.
  await expect(slide(page, 3)).toBeAttached();
  return first;
}
