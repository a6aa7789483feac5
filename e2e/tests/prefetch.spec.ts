import type { Page } from "@playwright/test";
import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { afterIdle, emulateConnection } from "../support/hold.ts";
import { EACH_PHONE } from "../support/phones.ts";

/** Records the requests that prefetch an article: its route module and its loader data. */
function recordArticleFetches(page: Page) {
  const modules: string[] = [];
  const data: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (/\/assets\/article-[\w-]{8}\.js$/.test(url)) modules.push(url);
    if (/\/doc\/.+\.data(\?|$)/.test(url)) data.push(url);
  });
  return { modules, data };
}

test(
  "the articles linked in view are prefetched, module and data, once the page is idle",
  EACH_PHONE,
  async ({ page }) => {
    const item = (await firstPage()).list[0]!;
    const fetched = recordArticleFetches(page);
    const module = page.waitForRequest(/\/assets\/article-[\w-]{8}\.js$/);
    const data = page.waitForRequest((r) => r.url().includes(`${articlePath(item)}.data`));
    await page.goto("./");
    await Promise.all([module, data]);
    expect(fetched.modules.length).toBeGreaterThan(0);

    // The next tap needs nothing more from the network for the module.
    const before = fetched.modules.length;
    await page.getByRole("heading", { name: item.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    expect(fetched.modules.length).toBe(before);
  },
);

test("a channel tab and the language switch are not fetched ahead: a tab's tap would ask for its data under another address", async ({
  page,
}) => {
  const data: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) data.push(request.url());
  });
  const item = (await firstPage()).list[0]!;
  const article = page.waitForRequest((r) => r.url().includes(`${articlePath(item)}.data`));
  await page.goto("./");
  // The cards in view are prefetched, so the idle periods have come and gone.
  await article;
  await afterIdle(page);
  await afterIdle(page);
  const tabs = page.getByRole("navigation", { name: "频道" }).getByRole("link");
  expect(await tabs.count()).toBeGreaterThan(3);
  expect(data.filter((url) => url.includes("gid="))).toEqual([]);
  expect(data.filter((url) => /\/en(\/|\.data)/.test(new URL(url).pathname))).toEqual([]);

  // A tab's tap fetches its channel and shows it.
  const tab = tabs.nth(2);
  const channel = page.waitForRequest((r) => r.url().includes("gid="));
  await tab.click();
  await channel;
  await expect(tab).toHaveAttribute("aria-current", "page");
});

for (const [name, connection] of [
  ["a 2g connection", { effectiveType: "2g", saveData: false }],
  ["data-saver mode", { effectiveType: "4g", saveData: true }],
] as const) {
  test(`nothing is prefetched on ${name}`, async ({ page }) => {
    await emulateConnection(page, connection);
    const fetched = recordArticleFetches(page);
    await page.goto("./");
    await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
    await afterIdle(page);
    await afterIdle(page);
    expect(fetched.modules).toEqual([]);
    expect(fetched.data).toEqual([]);
  });
}

test("nothing is prefetched while offline", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "onLine", { get: () => false, configurable: true });
  });
  const fetched = recordArticleFetches(page);
  await page.goto("./");
  await expect(page.getByRole("status").filter({ hasText: "网络已断开" })).toBeVisible();
  await afterIdle(page);
  await afterIdle(page);
  expect(fetched.modules).toEqual([]);
  expect(fetched.data).toEqual([]);
});
