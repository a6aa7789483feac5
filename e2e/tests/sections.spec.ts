import type { Group } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { firstPage, groups } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { hydrated } from "../support/platform.ts";

async function sectionChannel(section: NonNullable<Group["section"]>): Promise<Group> {
  const found = (await groups()).find((g) => g.section === section);
  if (!found) throw new Error(`no channel lists the ${section} section`);
  return found;
}

async function openChannel(page: Page, channel: Group) {
  const ready = hydrated(page);
  await page.goto("./");
  await ready;
  await page
    .getByRole("navigation", { name: "频道" })
    .getByRole("link", { name: channel.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`gid=${channel.id}`));
}

test("the Q&A channel lists legal questions as cards that open the question's page", async ({ page }) => {
  const channel = await sectionChannel("law_question");
  const { list } = await firstPage(channel.id);
  await openChannel(page, channel);
  const card = page.locator(".feed article").filter({ hasText: list[0]!.title }).first();
  await expect(card.locator(".content-card__section")).toHaveText("问答");
  await card.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/fazak/problemShare/${list[0]!.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(list[0]!.title.replace(/…$/, ""));
});

test("the circles channel lists community posts with their pictures, and loads more", async ({ page }) => {
  const channel = await sectionChannel("circle_post");
  const first = await firstPage(channel.id);
  expect(first.has_more).toBe(true);
  await openChannel(page, channel);
  const cards = page.locator(".feed article");
  await expect(cards.first().locator(".content-card__section")).toHaveText("圈子");
  await expect(cards.locator("img").first()).toBeVisible();
  const shown = await cards.count();
  await page.locator(".feed__footer").scrollIntoViewIfNeeded();
  await expect.poll(() => cards.count(), { timeout: 10_000 }).toBeGreaterThan(shown);
  await cards.first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/dimim/content/${first.list[0]!.id}$`));
});

test("search finds the sections' items on its first page, under their own heading", async ({ page }) => {
  const ready = hydrated(page);
  await page.goto(`search?keyword=${encodeURIComponent("马拉松")}`);
  await ready;
  const block = page.getByRole("region", { name: "圈子、问答、知识与活动" });
  await expect(block).toBeVisible();
  await expect(block.locator(".content-card__section", { hasText: "圈子" }).first()).toBeVisible();
  await expect(block.locator(".content-card__section", { hasText: "活动" }).first()).toBeVisible();
  await expect(block.locator("mark").first()).toHaveText("马拉松");
  // The items' own hits follow, and a later page of them is a call that carries the request id
  // (spec §7: only the four law, picho and circle-detail paths go without it).
  const more = page.getByRole("button", { name: "加载更多" });
  if (await more.isVisible()) {
    const call = page.waitForRequest((r) => r.url().includes("/peony/v1/search?"));
    await more.click();
    expect(await (await call).headerValue("x-request-id")).toBeTruthy();
  }
  await block.locator("article").first().getByRole("link").click();
  await expect(page).toHaveURL(
    /\/(dimim\/content|fazak\/problemShare|dejin\/catalog|activity)\/[A-Za-z0-9]+$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
