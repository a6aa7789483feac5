import { type ContentPage, LIVE_STATUS, liveStatusAt } from "@davmu/contract";
import { apiGet, groups } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { liveRooms } from "../support/live-media.ts";
import { hydrated } from "../support/platform.ts";

test("the bar lists every channel of the service as a tile, after the home feed's own", async ({ page }) => {
  const channels = await groups();
  expect(channels.length).toBeGreaterThan(3);
  await page.goto("bar");
  await expect(page.getByRole("heading", { level: 1, name: "频道" })).toBeVisible();
  const grid = page.getByRole("navigation", { name: "全部频道" });
  const tiles = grid.getByRole("link");
  await expect(tiles).toHaveText(["推荐", ...channels.map((c) => c.name)]);
  for (const tile of await tiles.all()) {
    const box = await tile.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
  }
  // The page says what it is when shared.
  await expect(page).toHaveTitle(/频道/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /频道/);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("CollectionPage");
  expect(jsonLd.hasPart.map((p: { name: string }) => p.name)).toEqual(channels.map((c) => c.name));
});

test("a channel tile opens the home feed on that channel", async ({ page }) => {
  const channel = (await groups())[2]!;
  const feed = await apiGet<ContentPage>(`/peony/v1/content?gid=${channel.id}&pagesize=10`);
  const ready = hydrated(page);
  await page.goto("bar");
  await ready;
  await page.getByRole("navigation", { name: "全部频道" }).getByRole("link", { name: channel.name }).click();
  await expect(page).toHaveURL(new RegExp(`/davmu/share/\\?gid=${channel.id}$`));
  const tabs = page.getByRole("navigation", { name: "频道" });
  await expect(tabs.getByRole("link", { name: channel.name })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 3, name: feed.list[0]!.title })).toBeVisible();
});

test("the sections link where the service names something: topics, the room on the air, search", async ({
  page,
}) => {
  // The rooms in the list's order, each with where it stands by the clock, as its page reads it.
  const now = Math.floor(Date.now() / 1000);
  const rooms = (await liveRooms()).map((r) => ({
    ...r,
    now: liveStatusAt(r.status, r.start_time, r.end_time, now),
  }));
  const onAir = rooms.find((r) => r.now === LIVE_STATUS.live)!;
  const ended = rooms.filter((r) => r.now === LIVE_STATUS.ended);
  expect(onAir).toBeDefined();
  expect(ended.length).toBeGreaterThan(0);
  await page.goto("bar");
  const sections = page.getByRole("navigation", { name: "更多栏目" });
  await expect(sections.getByRole("link", { name: /^话题/ })).toHaveAttribute(
    "href",
    "/davmu/share/news/topic",
  );
  await expect(sections.getByRole("link", { name: /^搜索/ })).toHaveAttribute("href", "/davmu/share/search");
  const room = sections.getByRole("link", { name: /^直播/ });
  await expect(room).toContainText(`正在直播：${onAir.title}`);
  // An ended room is nobody's live, however new.
  for (const r of ended) await expect(sections).not.toContainText(r.title);
  await room.click();
  await expect(page.getByRole("heading", { level: 1, name: onAir.title })).toBeVisible();
});

test("the English bar speaks English around the service's Chinese channel names", async ({ page }) => {
  const [first] = await groups();
  await page.goto("en/bar");
  await expect(page.getByRole("heading", { level: 1, name: "Channels" })).toBeVisible();
  const tile = page
    .getByRole("navigation", { name: "All channels" })
    .getByRole("link", { name: first!.name });
  await expect(tile).toHaveAttribute("href", `/davmu/share/en/?gid=${first!.id}`);
  await expect(tile.locator("[lang]")).toHaveAttribute("lang", "zh");
});
