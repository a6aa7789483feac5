import type { Page, Request } from "@playwright/test";
import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { elementHydrated, hydrated, reactStarted } from "../support/platform.ts";

/**
 * Marks, in the page, the moment the browser is first idle after the load event: an idle callback
 * asked for at load, before anything the page asks for then.
 */
async function recordUntilIdle(page: Page) {
  const underWay = new Set<Request>();
  page.on("request", (r) => underWay.add(r));
  const ended = (r: Request) => underWay.delete(r);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  await page.addInitScript(() => {
    addEventListener("load", () =>
      requestIdleCallback(() => {
        (window as unknown as { __idleAt: number }).__idleAt = performance.now();
      }),
    );
  });
  return {
    /** The requests (resource timing, the page's own clock) that started before the page was idle. */
    async beforeIdle(): Promise<string[]> {
      await page.waitForFunction(() => (window as unknown as { __idleAt?: number }).__idleAt);
      // Requests still under way at idle enter the timeline when they end: once they have, and
      // are there.
      const pending = [...underWay];
      await Promise.all(pending.map(async (r) => (await r.response())?.finished()));
      await page.waitForFunction(
        (names) => names.every((name) => performance.getEntriesByName(name).length > 0),
        pending.filter((r) => !r.failure()).map((r) => r.url()),
      );
      return page.evaluate(() => {
        const idleAt = (window as unknown as { __idleAt: number }).__idleAt;
        return performance
          .getEntriesByType("resource")
          .filter((e) => e.startTime < idleAt)
          .map((e) => e.name);
      });
    },
  };
}

/** What the site starts once the page has loaded: none of it may compete with the first view. */
const BEHAVIOURS = [
  /\/assets\/(tracker|deferred-platform|browser-api)-[\w-]{8}\.js$/,
  /\/peony\/v1\/auth\/anonymous/,
];

for (const [name, path, otherRoute] of [
  ["home", "./", /\/assets\/article-[\w-]{8}\.js$/],
  ["article", "article", /\/assets\/home-[\w-]{8}\.js$/],
] as const) {
  test(`the ${name} page starts the site's behaviours only once it has loaded and the browser is idle`, async ({
    page,
  }) => {
    const item = (await firstPage()).list[0]!;
    const url = path === "article" ? `./${articlePath(item)}` : path;
    const log = await recordUntilIdle(page);
    const session = page.waitForRequest(/\/peony\/v1\/auth\/anonymous/);
    await page.goto(url);
    await expect(page.getByRole("heading", { name: item.title, exact: true }).first()).toBeVisible();
    const early = await log.beforeIdle();
    for (const pattern of [...BEHAVIOURS, otherRoute]) {
      expect(
        early.filter((u) => pattern.test(u)),
        `${pattern} before idle`,
      ).toEqual([]);
    }
    // They still start: the session call comes once the page is idle.
    await session;
  });
}

test("a key or tap before the page is idle starts the site's behaviours at once", async ({ page }) => {
  // The load event waits for the cover images: held, the page never becomes idle after load.
  await page.route(/\/media\//, () => {});
  let session = false;
  page.on("request", (r) => {
    if (/\/peony\/v1\/auth\/anonymous/.test(r.url())) session = true;
  });
  // The page's own clock, so that a second of its time, its timers included, passes at once.
  await page.clock.install();
  await page.goto("./", { waitUntil: "domcontentloaded" });
  await reactStarted(page);
  await elementHydrated(page, ".feed__more");
  await page.clock.runFor(1000);
  expect(session, "session started before load").toBe(false);
  const started = page.waitForRequest(/\/peony\/v1\/auth\/anonymous/);
  await page.keyboard.press("Shift");
  await started;
});

test("the head preloads only the entry and the page's own modules, not what they import", async ({
  request,
}) => {
  const html = await (await request.get("./")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preloads = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
  // The entry, the root and the home route (the routes are discovered as links show: no manifest
  // script, docs/decisions/0057).
  expect(preloads).toHaveLength(3);
  expect(preloads.some((href) => /react-dom|react-router/.test(href ?? ""))).toBe(false);
});

test("a visitor reading twelve pages asks for the anonymous token once and keeps it", async ({ page }) => {
  const tokenCalls: number[] = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname === "/peony/v1/auth/anonymous") tokenCalls.push(r.status());
  });
  const articles = (await firstPage()).list.filter((i) => i.type === "doc");
  const paths = ["./", ...articles.slice(0, 5).map((a) => articlePath(a))];
  for (const path of [...paths, ...paths]) {
    const ready = hydrated(page);
    await page.goto(path);
    await ready;
  }
  // The first page asks; the eleven after it use the kept token, also after a reload.
  expect(tokenCalls).toEqual([200]);
  const kept = await page.evaluate(() => localStorage.getItem("ANONYMOUS_TOKEN"));
  expect(kept).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // The calls the page makes carry it.
  const call = page.waitForRequest((r) => r.url().includes("/peony/v1/app/info"));
  await page.reload();
  expect((await call).headers().authorization).toBe(kept);
  expect(tokenCalls).toEqual([200]);
});
