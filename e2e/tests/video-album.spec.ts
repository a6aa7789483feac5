import {
  type AlbumDetail,
  type AlbumItem,
  CALLS,
  type ContentDetail,
  type ContentPage,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  type VideoMedia,
} from "@davmu/contract";
import type { Page } from "@playwright/test";
import { ALBUM_ENV, videoAlbum, videoAlbumPath } from "../support/album-media.ts";
import { apiGet, videoPath } from "../support/api.ts";
import { withoutTheApp } from "../support/app-links.ts";
import { expect, test } from "../support/fixtures.ts";
import { runPageTime } from "../support/page-time.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { hydrated } from "../support/platform.ts";
import { startPlayer } from "../support/video-page.ts";
import { visit } from "../support/visit.ts";

/** The album the setup made short test episodes for (the first two play, the third has no files). */
async function theAlbum(): Promise<{ album: AlbumDetail; path: string; episodes: AlbumItem[] }> {
  const album = await videoAlbum(process.env[ALBUM_ENV]!);
  return { album, path: videoAlbumPath(album), episodes: album.items };
}

const posterOf = (item: AlbumItem) => (item.media as VideoMedia).poster.url;
const playing = (page: Page) => page.locator('.album-episode[aria-current="true"]');
const video = (page: Page) => page.locator(".player video");

/** A phone on data saver: the page never starts the player by itself. */
const dataSaver = () => {
  Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } });
};

/** Opens a page and waits for it to hydrate (its start-up asks for the anonymous token). */
async function open(page: Page, path: string) {
  const ready = hydrated(page);
  const response = await visit(page, path);
  await ready;
  return response;
}

/** The video the player was just given plays: its time, back at 0 for it, moves on. */
async function advances(page: Page) {
  await expect
    .poll(() => video(page).evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.3);
}

test("an album page shows its header and episodes, and plays the episode its address names", async ({
  page,
}) => {
  const { album, path, episodes } = await theAlbum();
  const second = episodes[1]!;
  const response = await open(page, `${path}?ep=${second.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: album.title })).toBeVisible();
  const header = page.locator(".album-head");
  await expect(header).toContainText(`共 ${album.item_count} 集`);
  await expect(header).toContainText("总时长");
  await expect(header.locator(".album-account")).toContainText(album.mp?.name ?? album.source);
  await expect(header.locator("img.album-head__cover")).toBeVisible();
  await expect(header.getByText("简介")).toBeVisible();
  // Every episode is listed, the one in the address marked as playing.
  const list = page.getByRole("region", { name: /选集/ });
  await expect(list.getByRole("listitem")).toHaveCount(episodes.length);
  await expect(playing(page)).toHaveCount(1);
  await expect(playing(page)).toContainText(second.title);
  await expect(page.locator(".album-now")).toContainText(second.title);
  // Its poster is the stage's picture, fetched first.
  const poster = page.locator(".video-stage__poster");
  await expect(poster).toHaveAttribute("src", posterOf(second));
  expect(await poster.getAttribute("fetchpriority")).toBe("high");
  // Related albums stream in after the page.
  await expect(page.getByRole("region", { name: "相关合集" }).locator(".content-card").first()).toBeVisible();
  const html = await response!.text();
  expect(html).toContain('"@type":"CreativeWorkSeries"');
  expect(html).toContain('"@type":"VideoObject"');
  expect(html).toContain('property="og:type" content="video.tv_show"');
  // The canonical address is the album's in full, whichever episode plays.
  expect(html).toMatch(new RegExp(`rel="canonical" href="[^"]*/${path}"`));
});

test("tapping an episode plays it in place and replaces the address", async ({ page }) => {
  const { path, episodes } = await theAlbum();
  const second = episodes[1]!;
  await open(page, path);
  await expect(playing(page)).toContainText(episodes[0]!.title);
  await page.evaluate(() => {
    (window as unknown as { samePage: boolean }).samePage = true;
  });
  const entries = await page.evaluate(() => history.length);
  const pageData: string[] = [];
  page.on("request", (r) => {
    // The page's own data, asked for by a navigation or by a prefetch of an episode's link.
    if (new URL(r.url()).pathname === `/davmu/share/${path}.data`) pageData.push(r.url());
  });
  await page.locator(".album-episode", { hasText: second.title }).click();
  await expect(page).toHaveURL(new RegExp(`/${path}\\?ep=${second.id}$`));
  await expect(playing(page)).toContainText(second.title);
  await expect(video(page)).toHaveAttribute("poster", posterOf(second));
  await advances(page);
  // No page load, no new history entry, nothing asked of the server for it.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  expect(pageData).toEqual([]);
});

test("when an episode ends, the next one starts by itself after a short countdown", async ({ page }) => {
  const { path, episodes } = await theAlbum();
  const [first, second] = [episodes[0]!, episodes[1]!];
  await open(page, path);
  await startPlayer(page);
  await expect(video(page)).toHaveAttribute("poster", posterOf(first));
  const card = page.getByRole("region", { name: second.title });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).toContainText("秒后播放下一集");
  await expect(page).toHaveURL(new RegExp(`\\?ep=${second.id}$`), { timeout: 10_000 });
  await expect(card).toBeHidden();
  await expect(playing(page)).toContainText(second.title);
  await expect(video(page)).toHaveAttribute("poster", posterOf(second));
  await advances(page);
});

test("the countdown can be cancelled", async ({ page }) => {
  const { path, episodes } = await theAlbum();
  await page.clock.install();
  await open(page, path);
  await startPlayer(page);
  const card = page.locator(".album-next");
  await card.getByRole("button", { name: "取消连播" }).click({ timeout: 10_000 });
  await expect(card).toBeHidden();
  // Past the end of the countdown (each of its seconds a timer of the page): still the first episode.
  await runPageTime(page, 6000);
  expect(new URL(page.url()).search).toBe("");
  await expect(playing(page)).toContainText(episodes[0]!.title);
});

test("with data saver on, the next episode is offered, not started", async ({ page }) => {
  await page.addInitScript(dataSaver);
  const { path, episodes } = await theAlbum();
  const second = episodes[1]!;
  await page.clock.install();
  await open(page, path);
  await page.getByRole("button", { name: "播放" }).first().click();
  const card = page.getByRole("region", { name: second.title });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card).not.toContainText("秒后");
  // As long as a countdown would have run: nothing starts by itself.
  await runPageTime(page, 6000);
  expect(new URL(page.url()).search).toBe("");
  await card.getByRole("button", { name: "播放下一集" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?ep=${second.id}$`));
  await advances(page);
});

test(
  "the episode list works from the keyboard, and every control is at least 44 by 44 px",
  EACH_PHONE,
  async ({ page }) => {
    await page.addInitScript(dataSaver);
    const { path, episodes } = await theAlbum();
    await open(page, path);
    await expect(
      page.getByRole("region", { name: "相关合集" }).locator(".content-card").first(),
    ).toBeVisible();
    const items = page.locator(".album-episode");
    await items.nth(1).focus();
    const ring = await items.nth(1).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(ring).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`\\?ep=${episodes[1]!.id}$`));
    await expect(items.nth(1)).toHaveAttribute("aria-current", "true");
    // Focus stays where it was, and Tab goes on down the list.
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(items.nth(2)).toHaveAttribute("aria-current", "true");
    // The player with its controls, then every control of the page.
    await expect(video(page)).toBeAttached();
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, summary, [tabindex]")]
        .filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0)
        .filter((el) => !el.closest(".album-about__body"))
        .map((el) => {
          const { width, height } = el.getBoundingClientRect();
          return { name: `${el.tagName.toLowerCase()}.${el.className}`, width, height };
        })
        .filter((t) => t.width < 44 || t.height < 44),
    );
    expect(small).toEqual([]);
  },
);

test("an episode whose file is missing shows the player's error state", async ({ page }) => {
  const { path, episodes } = await theAlbum();
  await open(page, `${path}?ep=${episodes[2]!.id}`);
  await startPlayer(page);
  await expect(page.getByRole("alert")).toContainText("视频暂时无法播放", { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("open in app names the album", EACH_PHONE, async ({ page }) => {
  await page.addInitScript(dataSaver);
  const appLinks = await withoutTheApp(page);
  const { album, path } = await theAlbum();
  await open(page, path);
  await page.getByRole("button", { name: "App 内打开" }).click();
  await expect.poll(appLinks).toEqual([`davmu://content?type=video_album&id=${album.id}`]);
});

test("an episode's video page and home's album card both lead to the album page", async ({ page }) => {
  const { album, episodes } = await theAlbum();
  const second = episodes[1]!;
  const detail = await apiGet<ContentDetail>(
    callPath(CALLS.contentDetail, DEFAULT_SERVICE_PREFIXES, { id: second.id }),
  );
  await open(page, videoPath(detail));
  await page.locator(".video-album").click();
  await expect(page.getByRole("heading", { level: 1, name: album.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/video_album/${album.id}\\?ep=${second.id}$`));
  await expect(playing(page)).toContainText(second.title);

  await open(page, `./?gid=${album.channel!.id}`);
  await page.locator(".content-card__link", { hasText: album.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: album.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${videoAlbumPath(album)}$`));
});

test("a bad id, or the id of anything but a video album, is the 404 page", async ({ page }) => {
  const { episodes } = await theAlbum();
  const newest = async (type: string) =>
    (await apiGet<ContentPage>(`/peony/v1/content?type=${type}&pagesize=1`)).list[0]!;
  const audioAlbum = await newest("audio_album");
  const article = await newest("doc");
  for (const path of [
    "mp/video_album/2024/01/notAnId",
    `mp/video_album/${audioAlbum.id}`,
    `mp/video_album/${article.id}`,
    `mp/video_album/${episodes[0]!.id}`,
  ]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
});
