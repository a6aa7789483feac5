import {
  CALLS,
  type ContentPage,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  INNER_SECRET_HEADER,
  type MpInfo,
} from "@davmu/contract";
import { apiLogin, startLoggedIn } from "../support/accounts.ts";
import { apiGet, articlePath, INNER_ENV, videoPath } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { API_BASE } from "../support/ports.ts";
import { visit } from "../support/visit.ts";

/** Items a page of an account's list holds (app/routes/account/loader.server.ts). */
const PAGE = 6;

/** A media account of the seed with items of more than one type (and more than a page), as its page's call gives it. */
async function anAccount(more = false): Promise<MpInfo> {
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const ids = [...new Set(list.flatMap((i) => (i.mp ? [i.mp.id] : [])))];
  for (const id of ids) {
    const path = callPath(CALLS.mpInfo, DEFAULT_SERVICE_PREFIXES, { id });
    const response = await fetch(`${API_BASE}${path}?pagesize=50`, {
      headers: { [INNER_SECRET_HEADER]: INNER_ENV.DAVMU_INNER_SECRET },
    });
    const info = ((await response.json()) as { data: MpInfo }).data;
    if (info.type_counts.length > 1 && (!more || info.mp.content_count > PAGE)) return info;
  }
  throw new Error("no media account with items of two types");
}

test("a media account's page shows who it is, its items by type, and others to follow", async ({ page }) => {
  const info = await anAccount();
  const response = await visit(page, `mp/user/${info.mp.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: info.mp.name })).toBeVisible();
  await expect(page.locator(".account-head__stats")).toContainText("粉丝");
  const cards = page.locator(".paged-cards .content-card");
  await expect(cards).toHaveCount(Math.min(PAGE, info.mp.content_count));
  await expect(cards.first()).toContainText(info.list[0]!.title);

  // A tab lists one type only, and says which is shown.
  const [, second] = info.type_counts;
  const tabs = page.getByRole("navigation", { name: "按类型查看" });
  await tabs
    .getByRole("link", { name: new RegExp(`${second!.count}$`) })
    .nth(0)
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?type=${second!.type}$`));
  await expect(tabs.locator("[aria-current=page]")).toContainText(String(second!.count));
  await expect(cards).toHaveCount(Math.min(PAGE, second!.count));
  const ofType = info.list.filter((i) => i.type === second!.type).map((i) => i.title);
  await expect(cards.first()).toContainText(ofType[0]!);

  await expect(page.getByRole("heading", { name: "推荐关注" })).toBeVisible();
  const other = page.locator(".account-suggested__card").first();
  const name = await other.locator(".account-suggested__name").textContent();
  await other.click();
  await expect(page.getByRole("heading", { level: 1, name: name! })).toBeVisible();
});

test("following from the account's page counts, and stays after a reload", async ({ page }) => {
  const info = await anAccount();
  await startLoggedIn(page, await apiLogin());
  await page.goto(`mp/user/${info.mp.id}`);
  const follow = page.getByRole("button", { name: `关注${info.mp.name}` });
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: `关注${info.mp.name}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("more items load a page at a time", async ({ page }) => {
  const info = await anAccount(true);
  await page.goto(`mp/user/${info.mp.id}`);
  const cards = page.locator(".paged-cards .content-card");
  await expect(cards).toHaveCount(PAGE);
  await page.getByRole("link", { name: "加载更多" }).click();
  await expect(cards).toHaveCount(Math.min(2 * PAGE, info.mp.content_count));
  await expect(cards.nth(PAGE)).toContainText(info.list[PAGE]!.title);
  if (info.mp.content_count <= 2 * PAGE) await expect(page.getByText("已经到底了")).toBeVisible();
});

test("a page of more items that fails to come is a retry under the cards read so far", async ({ page }) => {
  const info = await anAccount(true);
  await page.goto(`mp/user/${info.mp.id}`);
  const cards = page.locator(".paged-cards .content-card");
  await expect(cards).toHaveCount(PAGE);
  // The site's server cannot give the next page (the content service is down for it).
  await page.route(/\.data\?.*page=2/, (route) => route.fulfill({ status: 503, body: "" }));
  await page.getByRole("link", { name: "加载更多" }).click();
  const retry = page.getByRole("link", { name: "加载失败，点击重试" });
  await expect(retry).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "加载失败，点击重试" })).toBeAttached();
  // Nothing read is lost: the page and its cards are still there.
  await expect(cards).toHaveCount(PAGE);
  await expect(page.getByRole("heading", { level: 1, name: info.mp.name })).toBeVisible();

  await page.unroute(/\.data\?.*page=2/);
  await retry.click();
  await expect(cards).toHaveCount(Math.min(2 * PAGE, info.mp.content_count));
  await expect(cards.nth(PAGE)).toContainText(info.list[PAGE]!.title);
});

test("the account row under a media item leads to the account's page", async ({ page }) => {
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50&type=video");
  const item = list.find((i) => i.mp)!;
  const info = { mp: item.mp! };
  await page.goto(videoPath(item));
  await page
    .getByRole("link", { name: new RegExp(`^${info.mp.name}`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/mp/user/${info.mp.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: info.mp.name })).toBeVisible();
});

test("an article's byline is the account row: its account one tap away, with its follow button", async ({
  page,
}) => {
  const { list } = await apiGet<ContentPage>("/peony/v1/content?pagesize=50&type=doc");
  const item = list.find((i) => i.mp)!;
  const mp = item.mp!;
  await page.goto(articlePath(item));
  const byline = page.locator(".byline");
  await expect(byline.getByRole("link", { name: new RegExp(`^${mp.name}`) })).toHaveAttribute(
    "href",
    new RegExp(`/mp/user/${mp.id}$`),
  );
  // A logged-out follow asks to log in (the follow itself is the video page's test: one button).
  await byline.getByRole("button", { name: `关注${mp.name}` }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.goBack();
  await byline.getByRole("link", { name: new RegExp(`^${mp.name}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/mp/user/${mp.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: mp.name })).toBeVisible();
});

test("a bad account id is the 404 page", async ({ page }) => {
  await page.goto("mp/user/not-an-id!");
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
});
