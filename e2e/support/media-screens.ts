import type { ContentPage } from "@davmu/contract";
import { expect } from "@playwright/test";
import { ALBUM_ENV, videoAlbum, videoAlbumPath } from "./album-media.ts";
import { apiGet, firstPage, videoPath } from "./api.ts";
import { aGallery } from "./gallery.ts";
import { liveRoomPath, liveRooms } from "./live-media.ts";
import { openHydrated, type Screen } from "./screen.ts";
import { clipPath, shortVideos } from "./svideo-media.ts";
import { AUDIO_ENV, audioAlbum, itemPath } from "./test-audio.ts";

/** The media screens (video, audio, short video, gallery, live rooms), for the checks every screen gets. */
export const MEDIA_SCREENS: Screen[] = [
  {
    name: "video",
    open: async (page) => {
      const item =
        (await firstPage()).list.find((i) => i.type === "video") ??
        (await apiGet<ContentPage>("/peony/v1/content?pagesize=50")).list.find((i) => i.type === "video")!;
      await openHydrated(page, videoPath(item));
      await expect(page.locator(".video-stage__poster")).toBeVisible();
    },
  },
  {
    name: "video album",
    open: async (page) => {
      const album = await videoAlbum(process.env[ALBUM_ENV]!);
      await openHydrated(page, `${videoAlbumPath(album)}?ep=${album.items[1]?.id}`);
      await expect(page.locator('.album-episode[aria-current="true"]')).toBeVisible();
      await expect(page.locator(".recommend .content-card").first()).toBeVisible();
    },
  },
  {
    name: "audio",
    open: async (page) => {
      // A track of an album: its album's link, the neighbouring tracks and related albums.
      const album = await audioAlbum(process.env[AUDIO_ENV.album]!);
      await openHydrated(page, itemPath(album.actor, "audio", album.items[1]!));
      await expect(page.locator(".audio-hero__cover")).toBeVisible();
      await expect(page.locator(".recommend .content-card").first()).toBeVisible();
    },
  },
  {
    name: "audio album, playing",
    open: async (page) => {
      // The player's controls are a chunk that comes with the first tap on play.
      const album = await audioAlbum(process.env[AUDIO_ENV.album]!);
      await openHydrated(page, itemPath(album.actor, "audio_album", album));
      await page.getByRole("button", { name: /^(播放|Play)$/ }).click();
      await expect(page.getByRole("slider")).toBeVisible();
      await expect(page.locator(".recommend .content-card").first()).toBeVisible();
    },
  },
  {
    name: "short video",
    open: async (page) => {
      await openHydrated(page, clipPath((await shortVideos())[0]!));
      await expect(page.locator(".svclip__poster").first()).toBeVisible();
      // The feed beyond the shared clip has arrived, with its overlays.
      await expect(page.locator('.svclip[data-index="2"] .svclip__title')).toBeAttached();
    },
  },
  {
    name: "short video's comments",
    open: async (page) => {
      await openHydrated(page, clipPath((await shortVideos())[0]!));
      const button = page
        .locator('.svclip[data-index="0"]')
        .getByRole("button", { name: /^评论 | comments$/ });
      await expect
        .poll(() => button.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
        .toBe(true);
      await button.click();
      const sheet = page.getByRole("dialog");
      await expect(sheet.locator(".comments__list > li, .comments__note").first()).toBeVisible();
      await expect(sheet.getByRole("button", { name: /登录后参与评论|Log in to comment/ })).toBeVisible();
    },
  },
  {
    name: "gallery",
    open: async (page) => {
      await openHydrated(page, (await aGallery()).path);
      await expect(page.locator(".gallery-slide img").first()).toBeVisible();
      // Related items stream in after the gallery.
      await expect(page.locator(".recommend .content-card").first()).toBeVisible();
    },
  },
  ...(["landscape", "portrait", "image"] as const).map(
    (layout): Screen => ({
      name: `live room, ${layout}`,
      open: async (page) => {
        const room = (await liveRooms()).find((r) => r.type === layout);
        if (!room) throw new Error(`the seed has no ${layout} live room`);
        await openHydrated(page, liveRoomPath(room));
        await expect(page.locator(".live-badge")).toBeVisible();
      },
    }),
  ),
  {
    name: "live room, ended with a replay",
    open: async (page) => {
      const room = (await liveRooms()).find((r) => r.status === 2);
      if (!room) throw new Error("the seed has no ended live room");
      await openHydrated(page, liveRoomPath(room));
      await expect(page.getByRole("tablist")).toBeVisible();
    },
  },
];
