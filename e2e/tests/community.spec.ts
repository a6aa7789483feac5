import type { Page } from "@playwright/test";
import { blocking, describeViolations, runAxe } from "../support/axe.ts";
import {
  busiestPost,
  circleNamed,
  circlePosts,
  postDetail,
  RUNNING_CIRCLE,
  topicNamed,
  topicPosts,
  WEEKEND_TOPIC,
} from "../support/community.ts";
import { expect, test } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { hydrated } from "../support/platform.ts";
import { keepScreenshot } from "../support/screens.ts";
import { visit } from "../support/visit.ts";

/** Posts a page of a circle or a topic holds (app/routes/circle/loader.server.ts, circle-topic/). */
const PAGE = 5;
/** Comments the first page of a post holds (CIRCLE_COMMENTS_PAGE_SIZE). */
const COMMENTS = 10;

async function open(page: Page, path: string) {
  const ready = hydrated(page);
  const response = await visit(page, path);
  expect(response?.status(), path).toBe(200);
  await ready;
}

/** The first line of a post's text, as a card shows it (line breaks kept). */
const firstLine = (text: string) => text.split("\n")[0]!;

test("a circle shows its banner, counts and posts, newest first, and loads more", async ({ page }) => {
  const circle = await circleNamed(RUNNING_CIRCLE);
  const { list } = await circlePosts(circle.id);
  await open(page, `dimim/circle/${circle.id}`);

  await expect(page.getByRole("heading", { level: 1, name: circle.name })).toBeVisible();
  await expect(page.getByText(circle.description)).toBeVisible();
  await expect(page.getByText(`${circle.post_count} 帖子`)).toBeVisible();
  await expect(page.getByText(/2,?386 成员|2386 成员/)).toBeVisible();
  const banner = page.locator(".circle-hero__cover img");
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const cards = page.locator(".circle-card");
  await expect(cards).toHaveCount(PAGE);
  await expect(cards.first()).toContainText(firstLine(list[0]!.text));
  await expect(cards.first().getByText("圈主")).toBeVisible();
  // The first post's six pictures, in three columns, and its counts.
  await expect(cards.first().locator(".circle-grid img")).toHaveCount(list[0]!.images.length);
  await expect(cards.first().getByText(`${list[0]!.comment_count} 条评论`)).toBeAttached();

  await page.getByRole("link", { name: "加载更多" }).click();
  await expect(cards).toHaveCount(list.length);
  await expect(cards.nth(PAGE)).toContainText(firstLine(list[PAGE]!.text));
  await expect(page.getByText("没有更多了")).toBeVisible();
  // The address did not change: the page stayed, with the posts appended.
  expect(new URL(page.url()).search).toBe("");

  const html = await (await page.request.get(`dimim/circle/${circle.id}`)).text();
  expect(html).toContain(`<title>${circle.name}`);
  expect(html).toContain('"@type":"CollectionPage"');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.jpg"/);
});

test("a post shows its text, pictures, author, counts, circle and comments, more a page at a time", async ({
  page,
}, info) => {
  const { circle, post } = await busiestPost();
  const detail = await postDetail(post.id);
  await open(page, `dimim/content/${post.id}`);

  const article = page.getByRole("article");
  // Line breaks are kept; the text is text.
  const text = article.locator(".circle-post__text");
  expect(await text.innerText()).toBe(post.text);
  await expect(article.getByText(post.author.nickname, { exact: true })).toBeVisible();
  await expect(article.getByText("圈主")).toBeVisible();
  await expect(article.getByText(`${post.like_count} 人点赞`)).toBeAttached();

  // Six pictures in three columns of square cells, each already its size before it loads.
  const cells = article.locator(".circle-grid__cell");
  await expect(cells).toHaveCount(post.images.length);
  const boxes = await cells.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
  expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(Math.ceil(post.images.length / 3));
  for (const b of boxes) expect(Math.abs(b.width - b.height)).toBeLessThan(1.5);

  // A tap opens the pictures large; Escape closes them.
  await article.getByRole("button", { name: `查看大图：第 2 张，共 ${post.images.length} 张` }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(`2 / ${post.images.length}`)).toBeVisible();
  await viewer.getByRole("button", { name: "下一张" }).click();
  await expect(viewer.getByText(`3 / ${post.images.length}`)).toBeVisible();
  const violations = blocking(await runAxe(page));
  expect(violations, describeViolations(violations)).toEqual([]);
  await keepScreenshot(page, info.project.name, "light", "circle-post-viewer");
  // The gallery's viewer: it zooms, and Escape first leaves the zoom, then the pictures.
  const zoom = viewer.getByRole("button", { name: "放大图片" });
  await zoom.click();
  await expect(zoom).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Escape");
  await expect(zoom).toHaveAttribute("aria-pressed", "false");
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // The comments, oldest first, then the rest.
  const comments = page.locator(".circle-comment");
  await expect(comments).toHaveCount(COMMENTS);
  await expect(comments.first()).toContainText(detail.comments.list[0]!.text);
  await page.getByRole("link", { name: "查看更多评论" }).click();
  await expect(comments).toHaveCount(post.comment_count);
  await expect(comments.last()).toContainText(detail.comments.list.at(-1)!.text);
  await expect(page.getByText("已显示全部评论")).toBeVisible();

  await expect(page.getByRole("link", { name: new RegExp(circle.name) })).toBeVisible();

  const html = await (await page.request.get(`dimim/content/${post.id}`)).text();
  expect(html).toContain('"@type":"DiscussionForumPosting"');
  expect(html).toContain(
    `<meta property="og:title" content="${post.author.nickname}的动态 · ${circle.name}"`,
  );
});

test("a lone upright picture keeps its shape", EACH_PHONE, async ({ page }) => {
  const circle = await circleNamed(RUNNING_CIRCLE);
  const post = (await circlePosts(circle.id)).list.find(
    (p) => p.images.length === 1 && p.images[0]!.height > p.images[0]!.width,
  )!;
  await open(page, `dimim/content/${post.id}`);
  const cell = page.locator(".circle-post .circle-grid__cell");
  const box = (await cell.boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(post.images[0]!.height / post.images[0]!.width, 1);
});

test("circle → post → topic → another circle's post, by taps", async ({ page }) => {
  const circle = await circleNamed(RUNNING_CIRCLE);
  const topic = await topicNamed(WEEKEND_TOPIC);
  const post = (await circlePosts(circle.id)).list.find((p) => p.topics.some((t) => t.id === topic.id))!;
  const tagged = await topicPosts(topic.id);
  await open(page, `dimim/circle/${circle.id}?page=1`);
  await page.getByRole("link", { name: "加载更多" }).click();
  await page
    .locator(".circle-card", { hasText: firstLine(post.text) })
    .getByRole("link")
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/dimim/content/${post.id}$`));
  await expect(page.locator(".circle-post__text")).toContainText(firstLine(post.text));

  await page.getByRole("link", { name: `#${WEEKEND_TOPIC}#` }).click();
  await expect(page).toHaveURL(new RegExp(`/dimim/topic/${topic.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`#${WEEKEND_TOPIC}#`);
  await expect(page.getByText(topic.description)).toBeVisible();
  await expect(page.getByText(`${topic.post_count} 条讨论`)).toBeVisible();
  const cards = page.locator(".circle-card");
  await expect(cards).toHaveCount(PAGE);
  await page.getByRole("link", { name: "加载更多" }).click();
  await expect(cards).toHaveCount(tagged.total);

  // Posts of a topic come from several circles; each card's circle leads to it.
  const other = tagged.list.find((p) => p.circle.id !== circle.id)!;
  await cards
    .filter({ hasText: firstLine(other.text) })
    .getByRole("link", { name: other.circle.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dimim/circle/${other.circle.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: other.circle.name })).toBeVisible();
});

test("a bad or unknown id is the 404 page", async ({ page }) => {
  for (const kind of ["circle", "content", "topic"]) {
    await page.goto(`dimim/${kind}/not-an-id!`);
    await expect(page).toHaveURL(/\/404$/);
    const response = await visit(page, `dimim/${kind}/zzzzzzzz`);
    expect(response?.status(), kind).toBe(404);
    await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
  }
});
