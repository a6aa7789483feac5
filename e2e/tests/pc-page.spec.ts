import type { Envelope, H5Config } from "@davmu/contract";
import { articlePath, firstPage } from "../support/api.ts";
import { expect, test } from "../support/fixtures.ts";
import { DESKTOP } from "../support/platform.ts";
import { API_BASE, BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";
import { visit } from "../support/visit.ts";

test.use(DESKTOP);

const HOME = `${SITE_ORIGIN}${BASE_PATH}/`;

test("the PC page frames the page, with a QR code of it and the site's name and logo", async ({ page }) => {
  const item = (await firstPage()).list[0]!;
  const target = `${HOME}${articlePath(item)}`;
  const site = (
    (await (await fetch(`${API_BASE}/peony/v1/app/h5_config?appid=1`)).json()) as Envelope<H5Config>
  ).data;
  const response = await visit(page, `pc?url=${encodeURIComponent(target)}`);
  expect(response?.headers()["set-cookie"]).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1, name: site.site_name })).toBeVisible();
  await expect(page.locator(".pc-panel__logo")).toHaveAttribute("src", site.site_logo);
  const frame = page.locator("iframe");
  await expect(frame).toHaveAttribute("src", target);
  await expect(frame).toHaveAttribute("title", "手机上的页面");
  await expect(
    page.frameLocator("iframe").getByRole("heading", { level: 1, name: item.title }),
  ).toBeVisible();
  const qr = page.getByRole("img", { name: "本页的二维码" });
  await expect(qr).toBeVisible();
  await expect(qr.locator("svg path").first()).toBeAttached();
  await expect(page.getByRole("heading", { name: "用手机扫码阅读" })).toBeVisible();
  await expect(page.getByRole("link", { name: "在新窗口打开手机版" })).toHaveAttribute("href", target);
});

test("the QR code changes with the address it carries", async ({ request }) => {
  const [a, b] = (await firstPage()).list;
  const svgOf = async (path: string) => {
    const html = await (await request.get(`pc?url=${encodeURIComponent(`${HOME}${path}`)}`)).text();
    return /<svg[\s\S]*?<\/svg>/.exec(html)?.[0];
  };
  const first = await svgOf(articlePath(a!));
  expect(first).toContain("<path");
  expect(first).not.toBe(await svgOf(articlePath(b!)));
});

const FOREIGN = [
  "https://evil.example/davmu/share/",
  "javascript:alert(document.domain)",
  "//evil.example/davmu/share/",
  "/\\evil.example/davmu/share/",
  "%2F%2Fevil.example/davmu/share/",
  "http:/\\evil.example/davmu/share/",
  `${SITE_ORIGIN}@evil.example/davmu/share/`,
  `${SITE_ORIGIN}/davmu/share/%2F%2Fevil.example`,
  `${SITE_ORIGIN}/elsewhere`,
  `${SITE_ORIGIN}/davmu/share/pc?url=x`,
  // The router reads paths without regard to case, so these are the PC page too.
  `${SITE_ORIGIN}/davmu/share/PC`,
  `${SITE_ORIGIN}/DAVMU/Share/en/Pc/?url=x`,
  `${SITE_ORIGIN}/davmu/share/%70c`,
];

for (const url of FOREIGN) {
  test(`a foreign url (${url}) shows the site's home in the frame`, async ({ request }) => {
    const response = await request.get(`pc?url=${encodeURIComponent(url)}`, { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const frames = [...html.matchAll(/<iframe[^>]*src="([^"]*)"/g)].map((m) => m[1]);
    expect(frames).toEqual([HOME]);
    expect(html).not.toContain("evil.example");
  });
}

test("in the browser, a foreign url leaves the frame on the site", async ({ page }) => {
  await page.goto(`pc?url=${encodeURIComponent("https://evil.example/")}`);
  await expect(page.locator("iframe")).toHaveAttribute("src", HOME);
  await expect(
    page.frameLocator("iframe").getByRole("navigation", { name: "频道" }).getByRole("link", { name: "推荐" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "在新窗口打开手机版" })).toHaveAttribute("href", HOME);
});

test("in the browser, the PC page written in capitals is not framed inside itself", async ({ page }) => {
  await page.goto(`pc?url=${encodeURIComponent(`${SITE_ORIGIN}/davmu/share/PC`)}`);
  await expect(page.locator("iframe")).toHaveAttribute("src", HOME);
  await expect(
    page.frameLocator("iframe").getByRole("navigation", { name: "频道" }).getByRole("link", { name: "推荐" }),
  ).toBeVisible();
});

test("the English PC page speaks English and frames the English home", async ({ page }) => {
  await page.goto("en/pc");
  await expect(page.getByRole("heading", { name: "Scan to read on your phone" })).toBeVisible();
  await expect(page.locator("iframe")).toHaveAttribute("src", `${HOME}en/`);
  await expect(page.frameLocator("iframe").getByRole("link", { name: "For you" })).toBeVisible();
});
