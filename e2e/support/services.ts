import {
  CALLS,
  type ContentPage,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  type FormList,
  type MiniProgram,
} from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { expect } from "@playwright/test";
import { apiLogin, startLoggedIn } from "./accounts.ts";
import { apiGet } from "./api.ts";
import { openHydrated, type Screen } from "./screen.ts";

/** The seeded activities (packages/demo-content/src/seed-activities.ts), by what a test needs of them. */
export async function activities() {
  const { list } = await apiGet<FormList>(callPath(CALLS.formList, DEFAULT_SERVICE_PREFIXES));
  const byTitle = (part: string) => {
    const found = list.find((a) => a.title.includes(part));
    if (!found) throw new Error(`the seed has no activity titled …${part}…`);
    return found;
  };
  return { marathon: byTitle("半程马拉松"), lecture: byTitle("家长课堂"), closed: byTitle("旧物交换") };
}

/** The seeded mini programs, with their site paths. */
export async function miniPrograms() {
  const page = await apiGet<ContentPage>("/peony/v1/content?type=mini_program&pagesize=10");
  return Promise.all(
    page.list.map(async (card) => {
      const details = await apiGet<MiniProgram>(
        callPath(CALLS.miniProgram, DEFAULT_SERVICE_PREFIXES, { id: card.id }),
      );
      const { year, month } = chinaParts(card.publish_time * 1000);
      return {
        ...details,
        sitePath: `${card.actor}/mini_program/${year}/${String(month).padStart(2, "0")}/${card.id}`,
      };
    }),
  );
}

/** The screens of this section, for the checks that hold on every screen (accessibility). */
export const SERVICE_SCREENS: Screen[] = [
  {
    name: "activity with its form",
    open: async (page) => {
      await startLoggedIn(page, await apiLogin());
      await openHydrated(page, `activity/${(await activities()).marathon.id}`);
      await expect(page.getByRole("button", { name: "提交报名" })).toBeVisible();
    },
  },
  {
    name: "activity, logged out",
    open: async (page) => {
      await openHydrated(page, `activity/${(await activities()).marathon.id}`);
      await expect(page.getByRole("button", { name: "登录后报名" })).toBeVisible();
    },
  },
  {
    name: "activity, closed",
    open: async (page) => {
      await openHydrated(page, `activity/${(await activities()).closed.id}`);
      await expect(page.getByText("本次活动报名已截止")).toBeVisible();
    },
  },
  {
    name: "activities",
    open: async (page) => {
      await openHydrated(page, "activity");
      await expect(page.locator(".activity-card").first()).toBeVisible();
    },
  },
  {
    name: "mini program",
    open: async (page) => {
      await openHydrated(page, (await miniPrograms())[0]!.sitePath);
      await expect(page.getByRole("button", { name: "复制名称" })).toBeVisible();
    },
  },
];
