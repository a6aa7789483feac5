import { request as httpRequest } from "node:http";
import type { Page } from "@playwright/test";
import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";
import { visit } from "../support/visit.ts";

/** A request as sent by a client that does not resolve dot segments (browsers and fetch do). */
function rawGet(path: string) {
  return new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
    const req = httpRequest(`${SITE_ORIGIN}/`, { path }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on("error", reject);
    req.end();
  });
}

const ONE_PIXEL_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==";

/** Content security policy violations the page reports, from before its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("a malformed address shows the site's own 400 page, which works, and no stack trace", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const response = await visit(page, `${BASE_PATH}/%E0%A4%A`);
  expect(response?.status()).toBe(400);
  const html = await response!.text();
  expect(html).not.toMatch(/URIError|node_modules|\/work\/|\bat \S+ \(/);
  // Its screen is in the HTML in place, not sent hidden for a script to reveal later.
  expect(html).not.toMatch(/<template id="B:|\$RC\(/);
  await expect(page.getByRole("heading", { level: 1, name: "链接不完整" })).toBeVisible();
  await expect(page.getByText("这个链接可能在复制或转发时被截断了")).toBeVisible();
  await page.getByRole("link", { name: "返回首页" }).click();
  await expect(page.getByRole("navigation", { name: "频道" })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the English 400 page speaks English", async ({ page }) => {
  const response = await visit(page, `${BASE_PATH}/en/mp/doc/%E0%A4%A`);
  expect(response?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1, name: "This link is broken" })).toBeVisible();
});

test("a POST to a page is a 405 on the site's own page, naming no route or internals", async ({
  request,
}) => {
  const response = await request.post("./");
  expect(response.status()).toBe(405);
  expect(response.headers().allow).toBe("GET, HEAD");
  const html = await response.text();
  expect(html).toContain("<h1>出错了</h1>");
  expect(html).not.toContain("action");
});

test("an empty channel (?gid=) shows the home page", async ({ page }) => {
  const response = await visit(page, "./?gid=");
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole("navigation", { name: "频道" }).getByRole("link", { name: "推荐" }),
  ).toHaveAttribute("aria-current", "page");
});

test("dot segments are redirected to the address a browser would have asked for, or are a 404", async () => {
  const item = (await firstPage()).list[0]!;
  const inside = await rawGet(`${BASE_PATH}/mp/doc/../../${articlePath(item)}`);
  expect(inside.status).toBe(301);
  expect(inside.headers.location).toBe(`${BASE_PATH}/${articlePath(item)}`);
  const home = await rawGet(`${BASE_PATH}/mp/doc/%2e%2e/%2E%2E`);
  expect(home.status).toBe(301);
  expect(home.headers.location).toBe(`${BASE_PATH}/`);
  const outside = await rawGet(`${BASE_PATH}/../../etc/passwd`);
  expect(outside.status).toBe(404);
});

test("an address deeper than its screen's path is the 404 page", async ({ page }) => {
  // Each screen reads its optional parts from one splat (decision 0076): up to what spec §2 names.
  const article = (await firstPage()).list.find((i) => i.type === "doc")!;
  for (const path of [
    `${articlePath(article)}/index/more`,
    "special/zzzzzzzz/index/more",
    "list/zzzzzzzz/index/more",
    "fly_card/zzzzzzzz/index/more",
    "content_model/zzzzzzzz/index",
    "activity/zzzzzzzz/index/more",
    "news/topic/zzzzzzzz/index/more",
    "mp/user/zzzzzzzz/index/more",
    "search/index/more",
    "invite/K7M2QX/index/more",
  ]) {
    const response = await visit(page, path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "页面找不到了" }), path).toBeVisible();
  }
});

test("every kind of response says its type must not be sniffed", async ({ request }) => {
  const home = await request.get("./");
  const script = /<link rel="modulepreload" href="([^"]+)"/.exec(await home.text())?.[1];
  expect(script).toBeTruthy();
  const answers = [
    home,
    await request.get(`${SITE_ORIGIN}${script}`),
    await request.get("sw.js"),
    await request.get("no-such-page"),
    await request.get(`${SITE_ORIGIN}${BASE_PATH}/%E0%A4%A`),
    await request.get("assets/no-such-file.js"),
  ];
  for (const answer of answers) expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await rawGet(`${BASE_PATH}/mp/..`)).headers["x-content-type-options"]).toBe("nosniff");
});

test("a cacheable page allows its scripts by hash, carries no nonce, and revalidates with its ETag", async ({
  request,
}) => {
  const item = (await firstPage()).list[0]!;
  for (const path of ["./", articlePath(item)]) {
    const first = await request.get(path);
    expect(first.headers()["cache-control"]).toContain("s-maxage");
    const policy = first.headers()["content-security-policy"]!;
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(policy).not.toContain("nonce");
    expect(await first.text()).not.toContain("nonce=");
    const etag = first.headers().etag!;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await request.get(path)).headers().etag).toBe(etag);
    const again = await request.get(path, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
  }
});

test("cached pages hydrate and run under their hashes, and pictures from any https host show", async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.route("https://images.example.test/**", (route) =>
    route.fulfill({ contentType: "image/png", body: Buffer.from(ONE_PIXEL_PNG, "base64") }),
  );
  const { list } = await firstPage();
  await page.goto("./");
  // A client-side navigation proves the page hydrated.
  await page.getByRole("heading", { name: list[1]!.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: list[1]!.title })).toBeVisible();
  const loaded = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const img = document.createElement("img");
        img.onload = () => resolve(img.naturalWidth > 0);
        img.onerror = () => resolve(false);
        img.src = "https://images.example.test/cover.png";
        document.querySelector(".article-body")?.append(img);
      }),
  );
  expect(loaded).toBe(true);
  expect(await violations()).toEqual([]);
});
