import { createServer } from "node:net";
import { CALLS, callPath, DEFAULT_SERVICE_PREFIXES, type Place } from "@davmu/contract";
import type { Page } from "@playwright/test";
// @ts-expect-error plain ES module shared with npm start and the benchmarks
import { SHARE_WEB, startProgram } from "../../scripts/stack.mjs";
import { apiGet, INNER_ENV } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { liveRoomPath, liveRooms } from "../support/live-media.ts";
import { placedArticle, unplacedArticle } from "../support/places.ts";
import { hydrated, ID_ENV } from "../support/platform.ts";
import { API_BASE } from "../support/ports.ts";
import { visit } from "../support/visit.ts";

/** Every request a page makes to AMap's hosts. */
function amapRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/(^|\.)amap\.com$|autonavi\.com$/.test(new URL(request.url()).hostname)) seen.push(request.url());
  });
  return seen;
}

test("an article with a place shows the place card with the weather there, and names the place to search engines", async ({
  page,
}) => {
  const { path, place, weather } = await placedArticle();
  const ready = hydrated(page);
  await page.goto(path);
  const card = page.getByRole("region", { name: new RegExp(`^位置：\\s*${place.name}$`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`${place.city}${place.district} · ${place.address}`);
  await expect(card).toContainText(`${weather.now.text} ${weather.now.temperature}°C`);
  const [today] = weather.forecast;
  await expect(card).toContainText(`今天 ${today!.low}~${today!.high}°C`);
  const link = card.getByRole("link", { name: "高德地图打开" });
  const href = new URL((await link.getAttribute("href"))!);
  expect(href.origin + href.pathname).toBe("https://uri.amap.com/marker");
  expect(href.searchParams.get("position")).toBe(`${place.location.lng},${place.location.lat}`);
  expect(href.searchParams.get("name")).toBe(place.name);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd.contentLocation).toMatchObject({ "@type": "Place", name: place.name });
  await ready;
  // Without the AMap key and security code there is no map to open.
  await expect(card.getByRole("button", { name: "查看地图" })).toHaveCount(0);
});

test("an article without a place shows no place card", async ({ page }) => {
  const { path } = await unplacedArticle();
  await page.goto(path);
  // The document has streamed completely once it has loaded: a card would be in it by then.
  await page.waitForLoadState("load");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".place-card")).toHaveCount(0);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd.contentLocation).toBeUndefined();
});

test("without the AMap security code no page requests anything from AMap, and the policy names no AMap host", async ({
  page,
}) => {
  const requests = amapRequests(page);
  const { path } = await placedArticle();
  const ready = hydrated(page);
  const response = await visit(page, path);
  await ready;
  await expect(page.locator(".place-card")).toBeVisible();
  await page.waitForLoadState("load");
  expect(response?.headers()["content-security-policy"]).not.toContain("amap");
  expect(requests).toEqual([]);
});

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Stands in for AMap's script: an `AMap` that records the maps made and draws nothing. */
const FAKE_AMAP = `
window.__amap = { maps: [], markers: [], security: window._AMapSecurityConfig };
window.AMap = {
  Map: function (el, options) {
    window.__amap.maps.push({ center: options.center, zoom: options.zoom });
    el.setAttribute("data-fake-amap", "");
    this.add = function (marker) { window.__amap.markers.push(marker.options); };
    this.destroy = function () {};
  },
  Marker: function (options) { this.options = options; },
};`;

test.describe("with an AMap key and security code", () => {
  test.describe.configure({ timeout: 60_000 });

  test("the map loads only when opened, after the security code is set, centred on the place", async ({
    page,
  }) => {
    const port = await freePort();
    const web = startProgram({
      name: "share-web",
      script: SHARE_WEB,
      env: {
        SHARE_WEB_PORT: String(port),
        DAVMU_API_BASE: API_BASE,
        DAVMU_API_TIMEOUT_MS: "2000",
        DAVMU_GAODE_KEY: "e2eAmapKey0123",
        DAVMU_GAODE_SECURITY_JSCODE: "e2e-security-code",
        ...ID_ENV,
        ...INNER_ENV,
      },
    });
    try {
      const siteUrl: string = await web.ready;
      const { path, place } = await placedArticle();
      const requests = amapRequests(page);
      await page.route("https://webapi.amap.com/**", (route) =>
        route.fulfill({ contentType: "application/javascript", body: FAKE_AMAP }),
      );
      const ready = hydrated(page);
      const response = await visit(page, `${siteUrl}${path}`);
      expect(response?.headers()["content-security-policy"]).toContain("https://webapi.amap.com");
      await ready;
      const card = page.getByRole("region", { name: new RegExp(`^位置：\\s*${place.name}$`) });
      const open = card.getByRole("button", { name: "查看地图" });
      await expect(open).toBeVisible();
      await page.waitForLoadState("load");
      expect(requests).toEqual([]);

      await open.click();
      await expect(card.getByRole("button", { name: "收起地图" })).toHaveAttribute("aria-expanded", "true");
      const map = card.getByRole("region", { name: `${place.name}的位置地图` });
      await expect(map).toHaveAttribute("data-fake-amap", "");
      expect(requests).toHaveLength(1);
      const script = new URL(requests[0]!);
      expect(script.origin + script.pathname).toBe("https://webapi.amap.com/maps");
      expect(script.searchParams.get("key")).toBe("e2eAmapKey0123");
      const made = await page.evaluate(() => (window as unknown as { __amap: unknown }).__amap);
      expect(made).toEqual({
        maps: [{ center: [place.location.lng, place.location.lat], zoom: 15 }],
        markers: [{ position: [place.location.lng, place.location.lat], title: place.name }],
        security: { securityJsCode: "e2e-security-code" },
      });
    } finally {
      await web.stop();
    }
  });
});

test("a live room shows where it is broadcast from, below its columns", async ({ page }) => {
  const rooms = await liveRooms();
  const room = rooms.find((r) => r.type === "landscape")!;
  const place = await apiGet<Place>(callPath(CALLS.lbs, DEFAULT_SERVICE_PREFIXES, { id: room.post_id }));
  await page.goto(liveRoomPath(room));
  const card = page.getByRole("region", { name: new RegExp(`^位置：\\s*${place.name}$`) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(place.address);
});
