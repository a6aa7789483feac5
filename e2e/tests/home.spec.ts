import { type ContentCard, type ContentPage, type Discover, LIVE_STATUS } from "@davmu/contract";
import { apiGet, firstPage, groups } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { scrollFeedUntil } from "../support/home-feed.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { elementHydrated } from "../support/platform.ts";

test("home shows the seeded titles under the channel tabs", async ({ page }) => {
  const { list } = await firstPage();
  await page.goto("./");
  await expect(
    page.getByRole("navigation", { name: "频道" }).getByRole("link", { name: "推荐" }),
  ).toHaveAttribute("aria-current", "page");
  for (const item of list.slice(0, 3)) {
    await expect(page.getByRole("heading", { name: item.title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "72小时热榜" })).toBeVisible();
});

test("tapping a card opens the article with its title, body and images", async ({ page }) => {
  const { list } = await firstPage();
  const item = list[1]!;
  await page.goto("./");
  await page.getByRole("heading", { name: item.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/doc/\\d{4}/\\d{2}/${item.id}$`));
  const body = page.locator(".article-body");
  await expect(body.locator("p").first()).toBeVisible();
  const firstImage = body.locator("img").first();
  await firstImage.scrollIntoViewIfNeeded();
  await expect(firstImage).toBeVisible();
  await expect
    .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "相关推荐" })).toBeVisible();
});

test("more cards load as the visitor scrolls", EACH_PHONE, async ({ page }) => {
  const { list, total } = await firstPage();
  expect(total).toBeGreaterThan(list.length);
  await page.goto("./");
  const cards = page.locator(".feed article");
  await expect(cards).toHaveCount(list.length);
  await page.locator(".feed__footer").scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count()).toBeGreaterThan(list.length);
});

test("a tap on 'load more' before the page is idle loads the next page", async ({ page }) => {
  const { list } = await firstPage();
  // The load event waits for the cover images: held, the page never becomes idle after load.
  await page.route(/\/media\//, () => {});
  const controller: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/feed-controller-[\w-]+\.js$/.test(r.url())) controller.push(r.url());
  });
  await page.goto("./", { waitUntil: "domcontentloaded" });
  const more = page.getByRole("button", { name: "加载更多" });
  await elementHydrated(page, ".feed__more");
  // The feed's controller comes at idle or with the tap: the tap is kept until it is there.
  expect(controller).toEqual([]);
  await more.click();
  await expect.poll(() => page.locator(".feed article").count()).toBeGreaterThan(list.length);
});

test("a channel tab shows that channel's articles", async ({ page }) => {
  const channel = (await groups())[1]!;
  const { list } = await firstPage(channel.id);
  await page.goto("./");
  await page
    .getByRole("navigation", { name: "频道" })
    .getByRole("link", { name: channel.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`gid=${channel.id}`));
  await expect(page.getByRole("heading", { name: list[0]!.title, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: channel.name, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("album cards say how many episodes or tracks the album holds", async ({ page }) => {
  await page.goto("./");
  for (const type of ["video_album", "audio_album"] as const) {
    // The newest album of the type: the feed, all types together, reaches it a page at a time.
    const { list } = await apiGet<{ list: ContentCard[] }>(`/peony/v1/content?type=${type}&pagesize=1`);
    const album = list.find((i) => i.item_count);
    expect(album, `an ${type} with its count`).toBeDefined();
    const card = page.locator(`.feed article[data-type="${type}"]`, {
      has: page.getByRole("heading", { name: album!.title, exact: true }),
    });
    await scrollFeedUntil(page, card);
    await expect(card.locator(".content-card__duration")).toHaveText(
      `${album!.item_count}${type === "video_album" ? "集" : "首"}`,
    );
  }
});

test("from home a reader reaches the editors' lists, fly cards, pages and topics, and every channel", async ({
  page,
}) => {
  const discover = await apiGet<Discover>("/peony-inner/inner/discover");
  const list = discover.lists.find((l) => l.kind === "list")!;
  const cards = discover.lists.find((l) => l.kind === "fly_card")!;
  const [feature] = discover.pages;
  const [topic] = discover.topics;
  expect([list, cards, feature, topic].every(Boolean), "the seed has one of each").toBe(true);

  await page.goto("./");
  const row = page.getByRole("region", { name: "发现" });
  // The list, shown as a list.
  await row.getByRole("link", { name: new RegExp(list.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/list/${list.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: list.title })).toBeVisible();
  await page.goBack();
  // The fly cards, as a stack.
  await row.getByRole("link", { name: new RegExp(cards.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/fly_card/${cards.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: cards.title })).toBeVisible();
  await page.goBack();
  // A content-model page, at the strip's end.
  await row.getByRole("link", { name: new RegExp(feature!.title) }).click();
  await expect(page).toHaveURL(new RegExp(`/content_model/${feature!.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goBack();
  // A topic, and every topic.
  await row.getByRole("link", { name: `#${topic!.name}#` }).click();
  await expect(page).toHaveURL(new RegExp(`/news/topic/${topic!.id}$`));
  await expect(page.getByText(`#${topic!.name}#`).first()).toBeVisible();
  await page.goBack();
  await row.getByRole("link", { name: "全部话题" }).click();
  await expect(page).toHaveURL(/\/news\/topic$/);
  await expect(page.getByRole("heading", { level: 1, name: "热门话题" })).toBeVisible();
  await page.goBack();
  // Beside the channel tabs: the channel bar.
  await page.getByRole("navigation", { name: "频道" }).getByRole("link", { name: "全部频道" }).click();
  await expect(page).toHaveURL(/\/bar$/);
  for (const group of await groups()) {
    await expect(page.getByRole("link", { name: group.name, exact: true }).first()).toBeVisible();
  }
});

test("a live room's card in its channel says whether it is on the air, to come or over", async ({ page }) => {
  const rooms = (await apiGet<ContentPage>("/peony/v1/content?type=live&pagesize=50")).list;
  const marks = [
    [LIVE_STATUS.live, "直播中"],
    [LIVE_STATUS.notStarted, "预告"],
    [LIVE_STATUS.ended, "回放"],
  ] as const;
  for (const [status, mark] of marks) {
    const room = rooms.find((r) => r.live?.status === status && r.cover && r.channel);
    expect(room, `the seed has a room with status ${status} in a channel`).toBeDefined();
    await page.goto(`./?gid=${room!.channel!.id}`);
    const card = page
      .locator(".feed article")
      .filter({ has: page.getByRole("heading", { name: room!.title }) });
    await scrollFeedUntil(page, card);
    await expect(card.locator(".content-card__cover")).toContainText(mark);
  }
});
