import { expect } from "@playwright/test";
import { apiLogin, startLoggedIn } from "./accounts.ts";
import { firstPage } from "./api.ts";
import { openHydrated, type Screen } from "./screen.ts";
import { VIDEO_ENV } from "./test-media.ts";

/**
 * The site's own screens beside the content (logging in, search, a media account, topics,
 * invitations), for the checks every screen gets.
 */
export const SITE_SCREENS: Screen[] = [
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
  {
    name: "embedded video player",
    open: async (page) => {
      await openHydrated(page, `embed/video/${process.env[VIDEO_ENV.playable]}`);
      await expect(page.getByRole("link", { name: /打开|Open/ })).toBeVisible();
    },
  },
];
