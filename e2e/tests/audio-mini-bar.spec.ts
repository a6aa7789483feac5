import { albumPath, media, play, playableId, player, track, trackPath } from "../support/audio-page.ts";
import { expect, test } from "../support/fixtures.ts";
import { tabStops, targets } from "../support/focus.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { audioAlbum } from "../support/test-audio.ts";

// The mini player docked once the player scrolls away, and the audio pages' controls and tab stops
// with it.

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
