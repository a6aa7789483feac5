import type { Page } from "@playwright/test";
import { test as base } from "./fixtures.ts";
import { elementHydrated } from "./platform.ts";
import { BASE_PATH, SITE_ORIGIN } from "./ports.ts";
import { inWechat, stayLocal } from "./wechat.ts";

/** The share specs' `test`: nothing the page asks for leaves the machine (WeChat's SDK included). */
export const test = base.extend({
  context: async ({ context }, use) => {
    await stayLocal(context);
    await use(context);
  },
});
/** The same phone, inside WeChat's in-app browser. */
export const wechatTest = inWechat(test);

/** Waits until React has hydrated the open-in-app button: a tap before that does nothing yet. */
export const untilHydrated = (page: Page) => elementHydrated(page, ".open-app-bar__button");

/** A site path's full address, as the page names itself to share cards and search engines. */
export const canonicalOf = (path: string) => `${SITE_ORIGIN}${BASE_PATH}/${path}`;
