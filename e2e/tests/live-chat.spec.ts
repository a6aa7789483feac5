import type { Browser, Page } from "@playwright/test";
import { apiLogin, startLoggedIn } from "../support/accounts.ts";
import { expect, test } from "../support/fixtures.ts";
import { liveRooms, liveRoomPath as roomPath } from "../support/live-media.ts";
import { liveVideoRoom, open } from "../support/live-page.ts";

// A live room's chat and likes, between several browsers: over push, by polling, and across a
// dropped connection.

/** A second visitor: a phone of their own, not logged in. */
async function viewer(browser: Browser, path: string, block?: "push") {
  const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } =
    test.info().project.use;
  const context = await browser.newContext({
    ...{ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  if (block === "push") await page.route("**/peony/v3/live/stream/**", (route) => route.abort());
  await open(page, path);
  await page.getByRole("tab", { name: "聊天" }).click();
  await expect(page.getByRole("log", { name: "直播聊天" }).locator("li").first()).toBeVisible();
  return { page, close: () => context.close() };
}

async function sendFromLoggedIn(page: Page, path: string, text: string) {
  await startLoggedIn(page, await apiLogin());
  await open(page, path);
  await page.getByRole("tab", { name: "聊天" }).click();
  await page.getByRole("textbox", { name: "说点什么…" }).fill(text);
  await page.getByRole("button", { name: "发送" }).click();
  await expect(page.getByRole("log").getByText(text)).toBeVisible();
}

test("a chat message sent in one browser appears in another within a second, over push", async ({
  page,
  browser,
}) => {
  const live = await liveVideoRoom();
  const other = await viewer(browser, roomPath(live));
  try {
    // The other viewer's stream is open: the room counts them.
    await expect(other.page.locator(".live-counts")).toContainText(/[1-9]\d* 人在看/);
    const text = `推送测试 ${Date.now() % 100000}`;
    await sendFromLoggedIn(page, roomPath(live), text);
    const sentAt = Date.now();
    await expect(other.page.getByRole("log").getByText(text)).toBeVisible({ timeout: 1500 });
    expect(Date.now() - sentAt).toBeLessThan(1500);
    // Strangers see a masked name.
    const line = other.page.getByRole("log").locator("li", { hasText: text });
    await expect(line.locator(".live-chat__name")).toHaveText(/^.\*+$/u);
  } finally {
    await other.close();
  }
});

test("with push blocked, the chat falls back to polling and still gets the message", async ({
  page,
  browser,
}) => {
  const live = await liveVideoRoom();
  const errors: string[] = [];
  const other = await viewer(browser, roomPath(live), "push");
  other.page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  try {
    const text = `轮询测试 ${Date.now() % 100000}`;
    await sendFromLoggedIn(page, roomPath(live), text);
    await expect(other.page.getByRole("log").getByText(text)).toBeVisible({ timeout: 10_000 });
    expect(errors.some((e) => e.includes("live push"))).toBe(true);
  } finally {
    await other.close();
  }
});

test("a logged-out visitor reads the chat and is sent to log in to say something", async ({ page }) => {
  const live = await liveVideoRoom();
  await open(page, roomPath(live));
  await page.getByRole("tab", { name: "聊天" }).click();
  await expect(page.getByRole("log").locator("li").first()).toBeVisible();
  await page.getByRole("textbox", { name: "说点什么…" }).fill("我也想说");
  await page.getByRole("button", { name: "发送" }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
});

test("likes from several browsers add up, and stay after a reload", async ({ page, browser }) => {
  const live = await liveVideoRoom();
  const before = (await liveRooms()).find((r) => r.post_id === live.post_id)!.like_count;
  const other = await viewer(browser, roomPath(live));
  try {
    await open(page, roomPath(live));
    for (const p of [page, other.page]) {
      const button = p.getByRole("button", { name: /^点赞/ });
      for (let i = 0; i < 3; i++) await button.click();
      // Each tap shows at once, where the room's rounded count (3.6万) would not move.
      await expect(button).toContainText("+3");
      await expect(button).toHaveAttribute("aria-label", /其中 3 个是你点的$/);
    }
    // Each page counts its own taps at once, and sends them in a batch.
    await expect
      .poll(async () => (await liveRooms()).find((r) => r.post_id === live.post_id)!.like_count, {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(before + 6);
    await page.reload();
    await expect(page.getByRole("button", { name: /^点赞/ })).toHaveAttribute(
      "aria-label",
      /已有 [\d.万]+ 个赞/,
    );
  } finally {
    await other.close();
  }
});

test("a dropped push connection comes back and misses nothing sent meanwhile", async ({ page, browser }) => {
  const live = await liveVideoRoom();
  const other = await viewer(browser, roomPath(live));
  try {
    const before = `断线之前 ${Date.now() % 100000}`;
    await sendFromLoggedIn(page, roomPath(live), before);
    await expect(other.page.getByRole("log").getByText(before)).toBeVisible();
    // The viewer's phone loses its network: the stream drops.
    await other.page.context().setOffline(true);
    const during = `断线期间 ${Date.now() % 100000}`;
    await page.getByRole("textbox", { name: "说点什么…" }).fill(during);
    await page.getByRole("button", { name: "发送" }).click();
    await expect(page.getByRole("log").getByText(during)).toBeVisible();
    await other.page.context().setOffline(false);
    await expect(other.page.getByRole("log").getByText(during)).toBeVisible({ timeout: 15_000 });
    // Each message once.
    await expect(other.page.getByRole("log").getByText(before)).toHaveCount(1);
  } finally {
    await other.close();
  }
});
