import type { ContentDetail, ContentList, TrackerLog, TrackerSummary } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { apiGet, articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { holdRequests } from "../support/hold.ts";
import { EACH_PHONE } from "../support/phones.ts";

const summary = (tid: string) => apiGet<TrackerSummary>(`/stats/tracker/summary?tid=${tid}`);
const viewCount = async (id: string) =>
  (await apiGet<ContentDetail>(`/peony-inner/inner/static/content/${id}`)).view_count;

/** Every log the page sends to the tracker, by fetch or by beacon. */
function recordLogs(page: Page): TrackerLog[] {
  const logs: TrackerLog[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== "/stats/tracker/log") return;
    const body = JSON.parse(request.postData() ?? "[]") as TrackerLog | TrackerLog[];
    logs.push(...(Array.isArray(body) ? body : [body]));
  });
  return logs;
}

test(
  "reading an article and leaving: the view, the read and the related cards' exposures are stored",
  EACH_PHONE,
  async ({ page }) => {
    // An article no other test opens: their visits would store reads of their own.
    const item = (await firstPage()).list.filter((i) => i.type === "doc")[5]!;
    const related = (await apiGet<ContentList>(`/peony/v1/recommend?id=${item.id}&size=6`)).list;
    const before = await viewCount(item.id);
    const readsBefore = (await summary(item.id)).read;

    await page.goto(articlePath(item));
    await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    await page.getByRole("heading", { name: "相关推荐" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: related[0]!.title, exact: true })).toBeInViewport();
    // The exposure goes out with the next batch, a few seconds later.
    await expect
      .poll(async () => (await summary(related[0]!.id)).expose, { timeout: 15_000 })
      .toBeGreaterThan(0);

    // Leaving the site: the read is sent by beacon as the page goes away, once the tracker has started.
    await expect(page.locator("html")).toHaveAttribute("data-tracker", "ready");
    // The stored read says the visitor reached the end of the body.
    await page.goto("about:blank");
    await expect
      .poll(async () => (await summary(item.id)).read, { timeout: 15_000 })
      .toBeGreaterThan(readsBefore);
    const stored = await summary(item.id);
    expect(stored.view).toBeGreaterThan(0);
    expect(stored.max_percent).toBe(100);
    await expect.poll(() => viewCount(item.id)).toBeGreaterThan(before);
  },
);

test("on the home page only the cards really seen are reported, each once", EACH_PHONE, async ({ page }) => {
  const { list } = await firstPage();
  const logs = recordLogs(page);
  await page.goto("./");
  await expect(page.getByRole("heading", { name: list[0]!.title, exact: true })).toBeInViewport();
  await expect(page.getByRole("heading", { name: list[9]!.title, exact: true })).not.toBeInViewport();
  await expect
    .poll(() => logs.filter((l) => l.behavior === "expose").length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  await page.goto("about:blank");
  const exposed = logs.filter((l) => l.behavior === "expose").flatMap((l) => l.tid.split("|"));
  expect(exposed).toContain(list[0]!.id);
  expect(exposed).not.toContain(list[9]!.id);
  expect(new Set(exposed).size).toBe(exposed.length);
  for (const log of logs) {
    expect(log).toMatchObject({ version: "1", terminal: "wap" });
    expect(log.user_id).toMatch(/^[0-9a-f]{32}$/);
    expect(["IOS", "Android"]).toContain(log.device_type);
  }
});

test("a visitor who leaves at once loses nothing: the view and the read go out by beacon", async ({
  page,
}) => {
  const item = (await firstPage()).list.filter((i) => i.type === "doc")[6]!;
  const before = await summary(item.id);
  // The tracker loads after hydration; the view is recorded as soon as it runs.
  await page.goto(articlePath(item));
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-tracker", "ready");
  await page.goto("about:blank");
  await expect
    .poll(async () => (await summary(item.id)).view, { timeout: 10_000 })
    .toBeGreaterThan(before.view);
  expect((await summary(item.id)).read).toBeGreaterThan(before.read);
});

test("a beacon carries the visitor's token in its address, which the view is counted by", async ({
  page,
}) => {
  const item = (await firstPage()).list.filter((i) => i.type === "doc")[7]!;
  const viewsBefore = await viewCount(item.id);
  // The session starts with the site's behaviours, after load: the token comes one round trip later.
  const session = page.waitForResponse((r) => new URL(r.url()).pathname === "/peony/v1/auth/anonymous");
  await page.goto(articlePath(item));
  await expect(page.locator("html")).toHaveAttribute("data-tracker", "ready");
  expect((await session).ok()).toBe(true);
  const beacon = page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === "/stats/tracker/log",
  );
  // What iOS sends as a page is closed; the page stays, so the beacon can be watched.
  await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
  const request = await beacon;
  // sendBeacon cannot set the Authorization header the normal sends carry.
  expect(new URL(request.url()).searchParams.get("token")).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(request.headers()["content-type"]).toMatch(/^text\/plain/);
  await expect.poll(() => viewCount(item.id)).toBeGreaterThan(viewsBefore);
});

test("a view recorded while the visitor's token is still on its way waits for it, and is counted by it", async ({
  page,
}) => {
  const item = (await firstPage()).list.filter((i) => i.type === "doc")[8]!;
  const viewsBefore = await viewCount(item.id);
  // A slow network: the token arrives after the tracker's first batch would have gone (5 s of the
  // page's clock, run out while the token is held).
  await page.clock.install();
  const token = await holdRequests(page, /\/peony\/v1\/auth\/anonymous(\?|$)/);
  const logs: { authorization?: string; tracked: string[] }[] = [];
  page.on("request", (request) => {
    if (request.method() !== "POST" || new URL(request.url()).pathname !== "/stats/tracker/log") return;
    const body = JSON.parse(request.postData() ?? "[]") as TrackerLog[];
    logs.push({ authorization: request.headers().authorization, tracked: body.map((l) => l.behavior) });
  });
  const tracker = page.waitForResponse(/\/assets\/tracker-[\w-]+\.js$/);
  await page.goto(articlePath(item));
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  // The tracker has run and queued the view: the same import, asked here, is answered after the
  // page's own.
  const trackerModule = (await tracker).url();
  await page.evaluate((url) => import(url).then(() => undefined), trackerModule);
  await token.firstSeen;
  await page.clock.runFor(6_500);
  token.release();
  await expect(page.locator("html")).toHaveAttribute("data-tracker", "ready", { timeout: 15_000 });
  await expect.poll(() => logs.length, { timeout: 10_000 }).toBeGreaterThan(0);
  // The batch holding the view went once the token had come, with it.
  const withView = logs.find((l) => l.tracked.includes("view"));
  expect(withView?.authorization).toMatch(/[\w-]+\.[\w-]+\.[\w-]+$/);
  expect(logs.every((l) => l.authorization)).toBe(true);
  await expect.poll(() => viewCount(item.id)).toBeGreaterThan(viewsBefore);
});
