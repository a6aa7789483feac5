import { expect, test } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { hasReactStarted, reactStarted } from "../support/platform.ts";

// Each test waits for React to start before the network goes: the load event can come before the
// client entry has been fetched, and a page whose code never arrived is only HTML, with no banner.

test("going offline shows the banner, and coming back says so briefly", async ({ page, context }) => {
  await page.goto("./");
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  await reactStarted(page);
  const offline = page.getByRole("status").filter({ hasText: "网络已断开，请检查网络设置" });
  const restored = page.getByRole("status").filter({ hasText: "网络已恢复" });
  await expect(offline).toBeHidden();

  await page.evaluate(() => {
    (window as Window & { sameDocument?: boolean }).sameDocument = true;
  });
  await context.setOffline(true);
  await expect(offline).toBeVisible();
  // Going offline never costs the visitor the page they are reading.
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(restored).toBeVisible();
  await expect(restored).toBeHidden({ timeout: 6_000 });
  // Nor does the network's return: a page that has started is never loaded again.
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("a page whose script the network cut off starts once the network is back", async ({ page, context }) => {
  // The network goes after the HTML and before the client entry: its fetch fails.
  let cut = true;
  const entry = /\/assets\/entry\.client-[\w-]{8}\.js$/;
  await page.route(entry, (route) => (cut ? route.abort("internetdisconnected") : route.continue()));
  const entryFailed = page.waitForEvent("requestfailed", (r) => entry.test(r.url()));
  await page.goto("./");
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  await context.setOffline(true);
  // The page has been told its script will not come.
  await entryFailed;
  expect(await hasReactStarted(page)).toBe(false);

  cut = false;
  const reloaded = page.waitForEvent("load");
  await context.setOffline(false);
  await reloaded;
  await reactStarted(page);
  // Started, the page answers the network again.
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "网络已断开，请检查网络设置" })).toBeVisible();
  await context.setOffline(false);
});

test("the English site warns in English", async ({ page, context }) => {
  await page.goto("en");
  await expect(page.getByRole("navigation", { name: "Channels" })).toBeVisible();
  await reactStarted(page);
  await context.setOffline(true);
  await expect(page.getByRole("status").filter({ hasText: "You are offline" })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole("status").filter({ hasText: "Back online" })).toBeVisible();
});

test(
  "the offline banner stays on one line and leaves the channel tabs uncovered",
  EACH_PHONE,
  async ({ page, context }) => {
    for (const [path, tabsName, text] of [
      ["./", "频道", "网络已断开，请检查网络设置"],
      ["en", "Channels", "You are offline"],
    ] as const) {
      await page.goto(path);
      const tabs = page.getByRole("navigation", { name: tabsName });
      await expect(tabs).toBeVisible();
      await reactStarted(page);
      await context.setOffline(true);
      const banner = page.getByRole("status").filter({ hasText: text });
      await expect(banner).toBeVisible();
      const lines = await banner.evaluate((el) => {
        const style = getComputedStyle(el);
        const content =
          el.getBoundingClientRect().height -
          Number.parseFloat(style.paddingTop) -
          Number.parseFloat(style.paddingBottom);
        return Math.round(content / Number.parseFloat(style.lineHeight));
      });
      expect(lines, path).toBe(1);
      const [b, t] = [(await banner.boundingBox())!, (await tabs.boundingBox())!];
      const overlaps = b.y < t.y + t.height && t.y < b.y + b.height;
      expect(overlaps, `banner ${JSON.stringify(b)} over tabs ${JSON.stringify(t)}`).toBe(false);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await context.setOffline(false);
    }
  },
);
