import {
  CALLS,
  callPath,
  DEFAULT_SERVICE_PREFIXES,
  INNER_SECRET_HEADER,
  type TopicInfo,
  type TopicList,
} from "@davmu/contract";
import { INNER_ENV } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { API_BASE } from "../support/ports.ts";
import { visit } from "../support/visit.ts";

/** Items a page of a topic holds (app/routes/topic/loader.server.ts). */
const PAGE = 4;

async function inner<T>(path: string): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    headers: { [INNER_SECRET_HEADER]: INNER_ENV.DAVMU_INNER_SECRET },
  });
  return ((await response.json()) as { data: T }).data;
}
const topics = () => inner<TopicList>(callPath(CALLS.topicList, DEFAULT_SERVICE_PREFIXES, {}));
const topicInfo = (id: string) =>
  inner<TopicInfo>(`${callPath(CALLS.topicInfo, DEFAULT_SERVICE_PREFIXES, { id })}?pagesize=50`);

test("the topics page lists every topic, and a topic shows its items, more a page at a time", async ({
  page,
}) => {
  const { list } = await topics();
  const big = list.find((x) => x.content_count > PAGE)!;
  const info = await topicInfo(big.id);
  await page.goto("news/topic");
  await expect(page.getByRole("heading", { level: 1, name: "热门话题" })).toBeVisible();
  await expect(page.locator(".topic-card")).toHaveCount(list.length);
  await page.locator(".topic-card", { hasText: `#${big.name}#` }).click();

  await expect(page).toHaveURL(new RegExp(`/news/topic/${big.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`#${big.name}#`);
  await expect(page.getByText(big.description)).toBeVisible();
  const cards = page.locator(".paged-cards .content-card");
  await expect(cards).toHaveCount(PAGE);
  await expect(cards.first()).toContainText(info.list[0]!.title);
  await page.getByRole("link", { name: "加载更多" }).click();
  await expect(cards).toHaveCount(Math.min(2 * PAGE, big.content_count));
  await expect(cards.nth(PAGE)).toContainText(info.list[PAGE]!.title);

  // Other topics lead on; the WeChat card names the topic.
  await expect(page.getByRole("heading", { name: "更多话题" })).toBeVisible();
  await expect(page.locator(".topic-others .topic-card")).toHaveCount(list.length - 1);
  const html = await (await page.request.get(`news/topic/${big.id}`)).text();
  expect(html).toContain(`<title>#${big.name}#`);
});

test("a bad topic id is the 404 page", async ({ page }) => {
  await page.goto("news/topic/not-an-id!");
  await expect(page).toHaveURL(/\/404$/);
  const response = await visit(page, "news/topic/zzzzzzzz");
  expect([404]).toContain(response?.status());
  await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
});
