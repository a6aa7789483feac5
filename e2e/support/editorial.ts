import {
  CALLS,
  type ContentCard,
  type ContentModelPage,
  type ContentPage,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  type EditorialListPage,
  type SpecialDetail,
} from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import { expect } from "@playwright/test";
import { apiGet } from "./api.ts";
import { ids } from "./platform.ts";
import { openHydrated, type Screen } from "./screen.ts";

/**
 * The seed's editorial pages (packages/demo-content/src/text/editorial.ts): on a fresh database the
 * lists are 1 and 2 and the fly-card list 3, the content-model pages 1 and 2, in the seed's order.
 */
export const SEEDED = {
  list: ids.encode(1),
  shortList: ids.encode(2),
  flyCards: ids.encode(3),
  contentModel: ids.encode(1),
  contentModelWithUnknownBlock: ids.encode(2),
} as const;

const inner = (call: keyof typeof CALLS, params: Record<string, string> = {}) =>
  callPath(CALLS[call], DEFAULT_SERVICE_PREFIXES, params);

/** The seeded specials' cards, as the content list gives them. */
export async function specialCards(): Promise<ContentCard[]> {
  return (await apiGet<ContentPage>("/peony/v1/content?type=special&pagesize=10")).list;
}

export const specialDetail = (id: string) => apiGet<SpecialDetail>(`${inner("special")}?id=${id}`);
export const editorialList = (id: string, pagesize = 50) =>
  apiGet<EditorialListPage>(`${inner("editorialList", { id })}?pagesize=${pagesize}`);
export const contentModelPage = (id: string) => apiGet<ContentModelPage>(inner("contentModel", { id }));

/** A special's page at its content path, as its card links to it. */
export function specialPath(card: Pick<ContentCard, "actor" | "id" | "publish_time">): string {
  const { year, month } = chinaParts(card.publish_time * 1000);
  return `${card.actor}/special/${year}/${String(month).padStart(2, "0")}/${card.id}`;
}

/** The editorial screens, for the checks that hold on every screen (accessibility). */
export const EDITORIAL_SCREENS: Screen[] = [
  {
    name: "special topic",
    open: async (page) => {
      const [card] = await specialCards();
      await openHydrated(page, specialPath(card!));
      await expect(page.getByRole("navigation", { name: "专题栏目" })).toBeVisible();
    },
  },
  {
    name: "curated list",
    open: async (page) => {
      await openHydrated(page, `list/${SEEDED.list}`);
      await expect(page.locator(".list-items .content-card").first()).toBeVisible();
    },
  },
  {
    name: "fly cards",
    open: async (page) => {
      await openHydrated(page, `fly_card/${SEEDED.flyCards}`);
      await expect(page.getByRole("button", { name: "下一张" })).toBeVisible();
    },
  },
  {
    name: "content-model page",
    open: async (page) => {
      await openHydrated(page, `content_model/${SEEDED.contentModel}`);
      await expect(page.locator(".cm-image img")).toBeVisible();
    },
  },
];
