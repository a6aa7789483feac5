import { createServer, type Server } from "node:net";
// @ts-expect-error plain ES module shared with npm start and the benchmarks
import { SHARE_WEB, startProgram } from "../../scripts/stack.mjs";
import { articlePath, firstPage, INNER_ENV } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { ID_ENV } from "../support/platform.ts";
import { E2E_API_PORT, E2E_WEB_PORT } from "../support/ports.ts";

/** A site whose content service is gone (nothing listens) or hangs (accepts, never answers). */
async function siteWithService(port: number, apiPort: number) {
  const web = startProgram({
    name: "share-web",
    script: SHARE_WEB,
    env: {
      SHARE_WEB_PORT: String(port),
      DAVMU_API_BASE: `http://127.0.0.1:${apiPort}`,
      ...ID_ENV,
      ...INNER_ENV,
    },
  });
  const url: string = await web.ready;
  return { url, stop: web.stop as () => Promise<void> };
}

test.describe.configure({ mode: "serial" });

test("with the content service stopped, the article shows the friendly error page", async ({
  page,
}, info) => {
  const item = (await firstPage()).list[0]!;
  const port = E2E_WEB_PORT + (info.project.name.startsWith("iphone") ? 101 : 102);
  const site = await siteWithService(port, 9);
  try {
    const response = await page.goto(`${site.url}${articlePath(item)}`, { timeout: 3000 });
    expect(response?.status()).toBe(503);
    // An outage page is never cached, so it may allow its scripts by a nonce of its own.
    expect(response?.headers()["cache-control"]).toBe("no-store");
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    const html = (await response?.text()) ?? "";
    expect(html).toContain(`nonce="${nonce}"`);
    // The screen is in the HTML in place: not sent hidden for a script to reveal a frame or more
    // after the page has parsed, which is what held the hanging service's page past a second.
    expect(html).not.toMatch(/<template id="B:|\$RC\(/);
    await expect(page.getByRole("heading", { name: "内容暂时加载不出来" })).toBeVisible();
    await expect(page.getByRole("button", { name: "重新加载" })).toBeVisible();
  } finally {
    await site.stop();
  }
});

test("with a content service that hangs, the friendly error page is painted within a second", async ({
  page,
}, info) => {
  const item = (await firstPage()).list[0]!;
  const sockets = new Set<import("node:net").Socket>();
  const hanging: Server = createServer((socket) => void sockets.add(socket));
  const apiPort = E2E_API_PORT + (info.project.name.startsWith("iphone") ? 83 : 84);
  await new Promise<void>((resolve) => hanging.listen(apiPort, "127.0.0.1", resolve));
  const site = await siteWithService(
    E2E_WEB_PORT + (info.project.name.startsWith("iphone") ? 103 : 104),
    apiPort,
  );
  try {
    // The server gives up on the service after 400 ms; the visitor must see the page within a second.
    const response = await page.goto(`${site.url}${articlePath(item)}`, { timeout: 2500 });
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { name: "内容暂时加载不出来" })).toBeVisible();
    // The browser's own record of the first paint, counted from the start of the navigation.
    const firstPaint = await page.waitForFunction(
      () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    );
    const timing = await page.evaluate(() => JSON.stringify(performance.getEntriesByType("navigation")[0]));
    expect(await firstPaint.jsonValue(), timing).toBeLessThan(1000);
  } finally {
    await site.stop();
    for (const socket of sockets) socket.destroy();
    hanging.close();
  }
});
