import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ContentPage } from "@davmu/contract";
import { expect, type Page } from "@playwright/test";
import { apiLogin, startLoggedIn } from "./accounts.ts";
import { ALBUM_ENV, videoAlbum, videoAlbumPath } from "./album-media.ts";
import { apiGet, articlePath, firstPage, groups, videoPath } from "./api.ts";
import { COMMUNITY_SCREENS } from "./community.ts";
import { aGallery } from "./gallery.ts";
import {
  cataloguePagePath,
  cataloguePath,
  catalogues,
  lawQuestionPath,
  lawQuestions,
} from "./law-catalogue.ts";
import { liveRoomPath, liveRooms } from "./live-media.ts";
import { PLACE_SCREENS } from "./places.ts";
import { hydrated } from "./platform.ts";
import { firstDraft } from "./preview.ts";
import type { Screen } from "./screen.ts";
import { clipPath, shortVideos } from "./svideo-media.ts";
import { AUDIO_ENV, audioAlbum, itemPath } from "./test-audio.ts";
import { visit } from "./visit.ts";

/** Where the screens' screenshots go when asked for (under Playwright's output folder). */
export const SCREENSHOT_DIR = fileURLToPath(new URL("../test-results/screens", import.meta.url));

/**
 * Leaves the page as a visitor sees it at `SCREENSHOT_DIR/<parts>.png`, for a person to look
 * through, when the run was asked for screenshots (`E2E_SCREENSHOTS=1 npm run test:e2e`). A
 * full-density screenshot costs a busy machine a second or more, so an ordinary run takes none.
 */
export async function keepScreenshot(page: Page, ...parts: string[]): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  const file = parts.map((part) => part.replace(/[^\p{L}\p{N}]+/gu, "-"));
  await page.screenshot({ path: `${path.join(SCREENSHOT_DIR, ...file)}.png` });
}

const firstArticle = async () => (await firstPage()).list.find((i) => i.type === "doc" && i.cover)!;

/**
 * Opens a content page and waits until it has hydrated (its start-up asks for the anonymous token).
 * A content service too slow to answer gives the friendly 503 page instead, which never starts up:
 * say so at once rather than wait for the test's time limit.
 */
async function openHydrated(page: Page, path: string) {
  const ready = hydrated(page);
  const response = await visit(page, path);
  expect(response?.status(), `${path} answered the content page, not the service-unavailable page`).toBe(200);
  await ready;
}

async function openHome(page: Page, path: string) {
  await openHydrated(page, path);
  await expect(page.locator(".content-card").first()).toBeVisible();
}

async function openArticle(page: Page, path: string) {
  await openHydrated(page, path);
  // Related items stream in after the article.
  await expect(page.locator(".recommend .content-card").first()).toBeVisible();
}

/**
 * Asks for the content screens once before they are checked: right after the stack starts, a busy
 * machine can keep the first answers of the content service past the site's timeout, and the site
 * then rightly shows its 503 page. What is checked here is the page, not that cold start.
 */
export async function warmUp(baseURL: string) {
  const article = articlePath(await firstArticle());
  const paths = ["./", `./?gid=${(await groups())[1]?.id}`, article, "en/", `en/${article}`];
  for (const path of paths) {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if ((await fetch(new URL(path, baseURL))).ok) break;
    }
  }
}

/** Every screen of the site, for the checks that hold on all of them (accessibility, ...). */
export const SCREENS: Screen[] = [
  { name: "home", open: (page) => openHome(page, "./") },
  {
    name: "a channel of home",
    open: async (page) => openHome(page, `./?gid=${(await groups())[1]?.id}`),
  },
  { name: "article", open: async (page) => openArticle(page, articlePath(await firstArticle())) },
  { name: "English home", open: (page) => openHome(page, "en/") },
  {
    name: "English article",
    open: async (page) => openArticle(page, `en/${articlePath(await firstArticle())}`),
  },
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
  {
    name: "login",
    open: async (page) => {
      await openHydrated(page, "auth?redirect=%2F");
      await expect(page.getByRole("button", { name: /获取验证码|Get code/ })).toBeVisible();
    },
  },
  {
    name: "login, logged in",
    open: async (page) => {
      const login = await apiLogin();
      await startLoggedIn(page, login);
      await openHydrated(page, "auth");
      await expect(page.getByRole("heading", { level: 1, name: login.user.nickname })).toBeVisible();
    },
  },
  {
    name: "search",
    open: async (page) => {
      await openHydrated(page, "search");
      await expect(page.getByRole("searchbox")).toBeVisible();
    },
  },
  {
    name: "search results",
    open: async (page) => {
      const item = (await firstPage()).list.find((i) => i.type === "doc")!;
      await openHydrated(page, `search?keyword=${encodeURIComponent(item.title.slice(0, 2))}`);
      await expect(page.locator(".search-results .content-card").first()).toBeVisible();
    },
  },
  {
    name: "media account",
    open: async (page) => {
      const mp = (await firstPage()).list.find((i) => i.mp)!.mp!;
      await openHydrated(page, `mp/user/${mp.id}`);
      await expect(page.getByRole("heading", { level: 1, name: mp.name })).toBeVisible();
      await expect(page.getByRole("heading", { name: /推荐关注|Accounts to follow/ })).toBeVisible();
    },
  },
  {
    name: "topics",
    open: async (page) => {
      await openHydrated(page, "news/topic");
      await expect(page.locator(".topic-card").first()).toBeVisible();
    },
  },
  {
    name: "topic",
    open: async (page) => {
      await openHydrated(page, "news/topic");
      await page.locator(".topic-card").first().click();
      await expect(page.locator(".paged-cards .content-card").first()).toBeVisible();
      await expect(page.getByRole("heading", { name: /更多话题|More topics/ })).toBeVisible();
    },
  },
  {
    name: "invitation",
    open: async (page) => {
      await openHydrated(page, "invite/DAVMU2026");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/邀请你加入|invites you to/);
      await expect(page.getByRole("status").filter({ hasText: /还可邀请|more can join/ })).toBeVisible();
    },
  },
  {
    name: "invitation code entry",
    open: async (page) => {
      await openHydrated(page, "invite");
      await expect(page.getByRole("button", { name: /下一步|Next/ })).toBeVisible();
    },
  },
  {
    name: "my invitations",
    open: async (page) => {
      await startLoggedIn(page, await apiLogin());
      await openHydrated(page, "invite");
      await expect(page.locator(".invite-mine__code")).toHaveText(/^[A-Z0-9]{8}$/);
    },
  },
  ...PLACE_SCREENS,
  {
    name: "PC page",
    open: async (page) => {
      await page.goto("pc");
      await expect(page.getByRole("img", { name: /二维码|QR/ })).toBeVisible();
    },
  },
  {
    name: "404 page",
    open: async (page) => {
      await page.goto("no/such/page");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  },
  {
    name: "preview",
    open: async (page) => {
      // A signed link, as the content service issues it to an editor.
      const draft = await firstDraft();
      await page.goto(draft.url);
      await expect(page.getByRole("heading", { level: 1, name: draft.title })).toBeVisible();
    },
  },
  {
    name: "friendly error page",
    open: async (page) => {
      // The next page's data comes back as the service being unavailable.
      await openHome(page, "./");
      await page.route("**/*.data*", (route) => route.fulfill({ status: 503, body: "" }));
      await page.locator(".content-card__link").first().click();
      await expect(page.getByRole("button", { name: "重新加载" })).toBeVisible();
    },
  },
  ...COMMUNITY_SCREENS,
  {
    name: "legal question",
    open: async (page) => {
      const question = (await lawQuestions())[0]!;
      await openHydrated(page, lawQuestionPath(question.id));
      await expect(page.locator(".law-answer").first()).toBeVisible();
    },
  },
  {
    name: "knowledge base",
    open: async (page) => {
      await openHydrated(page, cataloguePath((await catalogues())[0]!.rid));
      await expect(page.locator(".kb-tree__page").first()).toBeVisible();
    },
  },
  {
    name: "knowledge base page",
    open: async (page) => {
      const book = (await catalogues())[0]!;
      const second = book.nodes.filter((n) => n.kind === "page")[1]!;
      await openHydrated(page, cataloguePagePath(book.rid, second.id));
      await expect(page.locator(".kb-tree__page[aria-current]")).toBeVisible();
    },
  },
];
