import type { Page } from "@playwright/test";
import { contentModelPage, editorialList, SEEDED } from "../support/editorial.ts";
import { expect, test } from "../support/fixtures.ts";
import { Fingers } from "../support/gallery.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { hydrated } from "../support/platform.ts";
import { visit } from "../support/visit.ts";

/** Items a page of a list holds (app/routes/list/loader.server.ts). */
const LIST_PAGE = 6;

async function open(page: Page, path: string) {
  const ready = hydrated(page);
  await page.goto(path);
  await ready;
}

test("a curated list shows its head and its items in order with the editors' lines, a page at a time", async ({
  page,
}) => {
  const list = await editorialList(SEEDED.list);
  await open(page, `list/${SEEDED.list}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.info.title);
  await expect(page.getByText(list.info.description)).toBeVisible();
  const items = page.locator(".list-items__item");
  await expect(items).toHaveCount(LIST_PAGE);
  await expect(items.first()).toContainText(list.list[0]!.card.title);
  await expect(items.first()).toContainText(list.list[0]!.note);
  await expect(items.first().locator(".list-items__rank")).toHaveText("01");

  await page.getByRole("link", { name: "加载更多" }).click();
  await expect(items).toHaveCount(Math.min(2 * LIST_PAGE, list.total));
  await expect(items.nth(LIST_PAGE)).toContainText(list.list[LIST_PAGE]!.card.title);
  await expect(page.getByText("清单已经到底了")).toBeVisible();

  const html = await (await page.request.get(`list/${SEEDED.list}`)).text();
  expect(html).toContain('"@type":"ItemList"');
  expect(html).toContain(`<meta property="og:title" content="${list.info.title}"`);

  await page.getByRole("link", { name: "卡片浏览" }).click();
  await expect(page).toHaveURL(new RegExp(`/fly_card/${SEEDED.list}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(list.info.title);
});

test.describe("fly cards", () => {
  const counter = (page: Page) => page.locator(".fly-stack__counter");
  const topTitle = (page: Page) => page.locator(".fly-card--top .fly-card__title");

  test("turn with the buttons and the arrow keys, count, and end on a card that starts again", async ({
    page,
  }) => {
    const list = await editorialList(SEEDED.flyCards);
    const total = list.list.length;
    await open(page, `fly_card/${SEEDED.flyCards}`);
    await expect(counter(page)).toContainText(`第 1 张，共 ${total} 张`);
    await expect(topTitle(page)).toHaveText(list.list[0]!.card.title);
    await expect(page.locator(".fly-card--top .fly-card__summary")).toHaveText(list.list[0]!.note);
    await expect(page.getByRole("button", { name: "上一张" })).toBeDisabled();

    await page.getByRole("button", { name: "下一张" }).click();
    await expect(counter(page)).toContainText(`第 2 张，共 ${total} 张`);
    await expect(topTitle(page)).toHaveText(list.list[1]!.card.title);
    await page.getByRole("button", { name: "上一张" }).click();
    await expect(topTitle(page)).toHaveText(list.list[0]!.card.title);

    await page.getByRole("region", { name: /卡片/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(topTitle(page)).toHaveText(list.list[1]!.card.title);
    await page.keyboard.press("ArrowLeft");
    await expect(topTitle(page)).toHaveText(list.list[0]!.card.title);

    for (let n = 1; n <= total; n += 1) await page.getByRole("button", { name: "下一张" }).click();
    await expect(page.getByRole("heading", { name: "这一组卡片看完了" })).toBeVisible();
    await expect(page.getByRole("button", { name: "下一张" })).toBeDisabled();
    await page.getByRole("button", { name: "从头再看" }).click();
    await expect(counter(page)).toContainText(`第 1 张，共 ${total} 张`);
  });

  test(
    "swipe with a finger: left for the next card, right for the one before; a tap opens the item",
    EACH_PHONE,
    async ({ page }) => {
      const list = await editorialList(SEEDED.flyCards);
      await open(page, `fly_card/${SEEDED.flyCards}`);
      const box = (await page.locator(".fly-card--top").boundingBox())!;
      const y = box.y + box.height * 0.3;
      const fingers = await Fingers.on(page);
      await fingers.swipe(box.x + box.width * 0.8, box.x + box.width * 0.1, y);
      await expect(topTitle(page)).toHaveText(list.list[1]!.card.title);
      await expect(counter(page)).toContainText("第 2 张");
      await fingers.swipe(box.x + box.width * 0.1, box.x + box.width * 0.8, y);
      await expect(topTitle(page)).toHaveText(list.list[0]!.card.title);
      // A short drag leaves the card where it was.
      await fingers.swipe(box.x + box.width * 0.5, box.x + box.width * 0.4, y);
      await expect(topTitle(page)).toHaveText(list.list[0]!.card.title);

      await page.locator(".fly-card--top").getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`/${list.list[0]!.card.id}$`));
    },
  );

  test("with reduced motion, cards change without flying off", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, `fly_card/${SEEDED.flyCards}`);
    await page.getByRole("button", { name: "下一张" }).click();
    await expect(counter(page)).toContainText("第 2 张");
    await expect(page.locator(".fly-card--gone")).toHaveCount(0);
  });
});

test("a content-model page shows its blocks: banner, rich text, cards, a video on demand, a picture, links", async ({
  page,
}) => {
  const data = await contentModelPage(SEEDED.contentModel);
  await open(page, `content_model/${SEEDED.contentModel}`);
  const banner = data.blocks.find((b) => b.type === "banner")!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    banner.type === "banner" ? banner.title : "",
  );
  await expect(page.locator(".cm-rich")).toContainText("最值得做的几件事");
  await expect(page.locator(".cm-rich script")).toHaveCount(0);
  for (const block of data.blocks) {
    if (block.type === "cards") {
      const section = page.getByRole("region", { name: block.title });
      await expect(section.getByRole("link")).toHaveCount(block.list.length);
      await expect(section).toContainText(block.list[0]!.title);
    }
    if (block.type === "links")
      for (const link of block.links)
        await expect(page.getByRole("link", { name: link.label })).toBeVisible();
    if (block.type === "image") {
      await expect(page.getByRole("img", { name: block.alt })).toBeVisible();
      await expect(page.getByText(block.caption)).toBeVisible();
    }
  }
  // The player is not on the page until asked for.
  await expect(page.locator(".cm-video video")).toHaveCount(0);
  await page.locator(".cm-video").getByRole("button", { name: "播放" }).click();
  await expect(page.locator(".cm-video video")).toHaveCount(1);
});

test("a block the page cannot show is left out, the rest of the page shown", async ({ page }) => {
  const data = await contentModelPage(SEEDED.contentModelWithUnknownBlock);
  expect(data.blocks.map((b) => b.type)).not.toContain("poll");
  await open(page, `content_model/${SEEDED.contentModelWithUnknownBlock}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("新能源与智慧城市");
  await expect(page.getByText("你最期待哪一项新技术走进生活？")).toHaveCount(0);
  await expect(page.locator(".cm-block")).toHaveCount(data.blocks.length);
});

test("a bad or unknown id of a list, fly cards or a content-model page is the 404 page", async ({ page }) => {
  for (const path of [
    "list/not-an-id!",
    "fly_card/not-an-id!",
    "content_model/not-an-id!",
    "list",
    "content_model",
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/404$/);
  }
  for (const path of ["list/zzzzzzzz", "fly_card/zzzzzzzz", "content_model/zzzzzzzz"]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "页面找不到了" })).toBeVisible();
  }
});
