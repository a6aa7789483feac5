import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page } from "@playwright/test";
import { articlePath, firstArticle, groups } from "./api.ts";
import { COMMUNITY_SCREENS } from "./community.ts";
import { LAW_SCREENS } from "./law-catalogue.ts";
import { MEDIA_SCREENS } from "./media-screens.ts";
import { PLACE_SCREENS } from "./places.ts";
import { firstDraft } from "./preview.ts";
import { openHydrated, type Screen } from "./screen.ts";
import { SITE_SCREENS } from "./site-screens.ts";

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
  ...MEDIA_SCREENS,
  ...SITE_SCREENS,
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
  ...LAW_SCREENS,
];
