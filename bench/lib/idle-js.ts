import { chromium as playwright } from "playwright-core";
import { launchChromium } from "./chromium.ts";

/**
 * The framework's chunks, by file name: React, React DOM (with its scheduler) and React Router.
 * The site's build puts exactly these packages' modules, and nothing else, into chunks of these
 * names (apps/share-web/vite.config.ts); every other script counts as the site's own.
 */
export const FRAMEWORK_CHUNK = /^(react|react-dom|react-router)-[\w-]{8}\.js$/;

export type IdleScript = {
  url: string;
  file: string;
  framework: boolean;
  beforeIdle: boolean;
  startMs: number;
};

/** One page load: every script it requested, each marked before or after idle; times from navigation start. */
export type IdleRun = { idleMs: number; scripts: IdleScript[] };

/**
 * In the page before any of its own scripts: at the load event, ask for an idle callback. Its
 * callback runs when the browser is first idle after load: that moment, as epoch ms, is "idle".
 * It is registered before anything the page registers at load, so it runs first.
 */
const IDLE_PROBE = `addEventListener("load", () => requestIdleCallback(() => {
  window.__benchIdleAt = performance.timeOrigin + performance.now();
}));`;

/** What a phone of Lighthouse's mobile preset shows: screen, pixel ratio, touch, user agent. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

/**
 * Loads `url` once in a fresh Chromium (mobile emulation, 4× CPU slowdown, loopback network) and
 * reads the network log: every script request with its start time against the idle moment. It
 * waits `afterIdleMs` past idle, so what the page loads at idle is listed too (as after idle).
 */
export async function loadUntilIdle(url: string, afterIdleMs = 3000): Promise<IdleRun> {
  const chromium = await launchChromium();
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chromium.port}`);
  try {
    const context = await browser.newContext(MOBILE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(IDLE_PROBE);
    const requests: { url: string; startMs: number }[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") requests.push({ url: request.url(), startMs: Date.now() });
    });
    page.on("requestfinished", (request) => {
      const entry = requests.find((r) => r.url === request.url());
      // The log's own start time (epoch ms, the same clock as the page's timeOrigin).
      if (entry) entry.startMs = request.timing().startTime;
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => "__benchIdleAt" in globalThis, undefined, { timeout: 30_000 });
    await page.waitForTimeout(afterIdleMs);
    const { idleAt, origin } = await page.evaluate(() => ({
      idleAt: (globalThis as unknown as { __benchIdleAt: number }).__benchIdleAt,
      origin: performance.timeOrigin,
    }));
    const scripts = requests.map(({ url: scriptUrl, startMs }) => {
      const file = new URL(scriptUrl).pathname.split("/").pop() ?? scriptUrl;
      return {
        url: scriptUrl,
        file,
        framework: FRAMEWORK_CHUNK.test(file),
        beforeIdle: startMs < idleAt,
        startMs: Math.round(startMs - origin),
      };
    });
    return { idleMs: Math.round(idleAt - origin), scripts };
  } finally {
    await browser.close().catch(() => undefined);
    await chromium.close();
  }
}
