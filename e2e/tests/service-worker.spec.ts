import type { BrowserContext } from "@playwright/test";
import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";

test.use({ serviceWorkers: "allow" });

/** Waits until the site's worker controls the page, and returns its scope. */
async function controlledScope(page: import("@playwright/test").Page) {
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
}

/**
 * Takes the context off the network, or back on, and waits until the site's worker, which answers
 * the next navigation, sees it so. Playwright reaches the worker through a DevTools session of its
 * own, whose emulation can come a moment after the page's (a known race of service workers under
 * `setOffline`, microsoft/playwright#2311): a navigation in between is fetched by a worker still
 * online, and shows the page instead of the offline page; a worker that attached while the context
 * changed may miss the change, so each look sets it again.
 */
async function setOffline(context: BrowserContext, offline: boolean) {
  const [worker] = context.serviceWorkers();
  expect(worker, "the site's worker is running").toBeTruthy();
  await expect
    .poll(async () => {
      await context.setOffline(offline);
      return worker!.evaluate(() =>
        fetch(`${location.pathname}?probe=${Math.random()}`, { cache: "no-store" }).then(
          () => "online",
          () => "offline",
        ),
      );
    })
    .toBe(offline ? "offline" : "online");
}

test("the worker is served fresh at every visit", async ({ request }) => {
  const response = await request.get("sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["content-type"]).toContain("javascript");
});

test("the worker registers for the share sub-path and keeps the site's assets, never its pages", async ({
  page,
}) => {
  await page.goto("./");
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  const scope = await controlledScope(page);
  expect(scope).toBe(new URL("/davmu/share/", page.url()).href);

  const cached = () =>
    page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return { names, urls };
    });
  await expect
    .poll(async () => (await cached()).urls.filter((u) => u.startsWith("/davmu/share/assets/")).length)
    .toBeGreaterThan(3);
  const { names, urls } = await cached();
  expect(names).toHaveLength(1);
  expect(names[0]).toMatch(/^davmu-share-[0-9a-f]{12}$/);
  // Only fingerprinted assets and the offline pages: no page, no loader data, no API answer.
  for (const url of urls) expect(url).toMatch(/^\/davmu\/share\/(assets\/|__offline\/)/);
});

test("a page opened while offline shows the offline page in the site's language", async ({
  page,
  context,
}) => {
  const item = (await firstPage()).list[0]!;
  await page.goto("./");
  await controlledScope(page);

  await setOffline(context, true);
  await page.goto(articlePath(item));
  await expect(page.getByRole("heading", { name: "网络已断开" })).toBeVisible();
  await expect(page.getByRole("link", { name: "重新加载" })).toBeVisible();

  await page.goto(`en/${articlePath(item)}`);
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();

  await setOffline(context, false);
  await page.getByRole("link", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
});
