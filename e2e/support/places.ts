import type { ContentCard, ContentPage, Place, PlaceWeather } from "@davmu/contract";
import { expect, type Page } from "@playwright/test";
import { apiGet, articlePath } from "./api.ts";
import { hydrated } from "./platform.ts";
import type { Screen } from "./screen.ts";

/** The seeded article with a place (content-api seed-places.ts: seed:doc:life:4, 杭州西湖). */
const PLACED_TITLE = "城市周边徒步路线推荐：一天往返的五条山路";

async function articles(): Promise<ContentCard[]> {
  const list: ContentCard[] = [];
  for (let pageindex = 1; pageindex <= 5; pageindex += 1) {
    const page = await apiGet<ContentPage>(`/peony/v1/content?type=doc&pagesize=50&pageindex=${pageindex}`);
    list.push(...page.list);
    if (!page.has_more) break;
  }
  return list;
}

/** The article the seed put at 杭州西湖, with its place and weather as the service gives them. */
export async function placedArticle() {
  const item = (await articles()).find((a) => a.title === PLACED_TITLE);
  if (!item) throw new Error(`the seed has no article "${PLACED_TITLE}"`);
  const place = await apiGet<Place>(`/peony/v3/lbs/${item.id}`);
  const weather = await apiGet<PlaceWeather>(`/peony/v3/lbs_weather/${item.id}`);
  return { item, path: articlePath(item), place, weather };
}

/** An article the service knows no place for (its lbs call answers null: docs/decisions/0072). */
export async function unplacedArticle() {
  for (const item of await articles()) {
    const place = await apiGet<Place | null>(`/peony/v3/lbs/${item.id}`);
    if (place === null) return { item, path: articlePath(item) };
  }
  throw new Error("every article has a place");
}

/** The screens of this section, for the checks every screen gets (accessibility). */
export const PLACE_SCREENS: Screen[] = [
  {
    name: "channel bar",
    open: async (page: Page) => {
      const ready = hydrated(page);
      await page.goto("bar");
      await ready;
      await expect(page.getByRole("navigation", { name: /全部频道|All channels/ })).toBeVisible();
    },
  },
  {
    name: "article with a place",
    open: async (page: Page) => {
      const { path, place } = await placedArticle();
      const ready = hydrated(page);
      await page.goto(path);
      await ready;
      await expect(page.getByRole("heading", { name: new RegExp(place.name) })).toBeVisible();
      await expect(page.locator(".place-weather__now")).toBeVisible();
    },
  },
];
