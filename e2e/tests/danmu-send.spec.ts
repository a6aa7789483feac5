import type { ContentCard, ContentPage, DanmuList } from "@davmu/contract";
import { chinaParts } from "@davmu/format";
import type { Page } from "@playwright/test";
import { apiLogin, startLoggedIn } from "../support/accounts.ts";
import { apiGet } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { VIDEO_ENV } from "../support/test-media.ts";

const playable = () => process.env[VIDEO_ENV.playable]!;

async function videoPath(id: string): Promise<string> {
  const page = await apiGet<ContentPage>("/peony/v1/content?pagesize=50");
  const item = page.list.find((c) => c.id === id) as ContentCard;
  const { year, month } = chinaParts(item.publish_time * 1000);
  return `${item.actor}/video/${year}/${String(month).padStart(2, "0")}/${item.id}`;
}

async function openPlayer(page: Page) {
  await page.goto(await videoPath(playable()));
  await page
    .locator(".video-stage__play")
    .click({ timeout: 3000 })
    .catch(() => {});
  await expect(page.locator(".player video")).toBeAttached();
}

test("a logged-in viewer sends a danmu: it flies at once and is kept by the service", async ({
  page,
}, testInfo) => {
  await startLoggedIn(page, await apiLogin());
  await openPlayer(page);
  // The test video is a few seconds long: it plays on while the danmu is written.
  await page.locator(".player video").evaluate((v: HTMLVideoElement) => {
    v.loop = true;
    void v.play();
  });
  await page.getByRole("button", { name: "发弹幕" }).click();
  const text = `前方高能 ${testInfo.project.name} ${Date.now() % 100000}`;
  await page.getByRole("textbox", { name: "发弹幕" }).fill(text);
  await page.getByRole("button", { name: "发送", exact: true }).click();
  await expect(page.locator(".danmu-composer").getByRole("status")).toHaveText("弹幕已发送");
  await expect(page.locator(".danmu .danmu__item", { hasText: text })).toBeAttached({ timeout: 5000 });
  const stored = await apiGet<DanmuList>(`/peony/v3/danmu/${playable()}?from=0`);
  expect(stored.list.map((d) => d.text)).toContain(text);
});

test("a logged-out viewer who wants to send a danmu is asked to log in first", async ({ page }) => {
  await openPlayer(page);
  await page.getByRole("button", { name: "发弹幕" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});
