import type { ContentDetail } from "@davmu/contract";
import type { Page } from "@playwright/test";
import { apiGet, articlePath, firstPage } from "../support/api.ts";
import { withoutTheApp } from "../support/app-links.ts";
import { test as base, expect } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { BASE_PATH, SITE_ORIGIN } from "../support/ports.ts";
import {
  bridgeCalls,
  expectedSignature,
  installWechatBridge,
  stayLocal,
  WECHAT_ENV,
  WECHAT_UA_SUFFIX,
} from "../support/wechat.ts";

/** Without a configured download page, "立即前往" leads to the site's own app page. */
const APP_PAGE_URL = `${SITE_ORIGIN}${BASE_PATH}/app`;
const test = base.extend({
  context: async ({ context }, use) => {
    await stayLocal(context);
    await use(context);
  },
});
/** The same phone, inside WeChat's in-app browser. */
const wechatTest = test.extend({
  userAgent: async ({ userAgent }, use) => use(`${userAgent} ${WECHAT_UA_SUFFIX}`),
});

/** Waits until React has hydrated the open-in-app button: a tap before that does nothing yet. */
async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector(".open-app-bar__button");
    return button !== null && Object.keys(button).some((k) => k.startsWith("__reactProps"));
  });
}

const firstArticle = async () => (await firstPage()).list.find((i) => i.type === "doc" && i.cover)!;
const detail = (id: string) => apiGet<ContentDetail>(`/peony-inner/inner/static/content/${id}`);
const canonicalOf = (path: string) => `${SITE_ORIGIN}${BASE_PATH}/${path}`;

function metaContent(html: string, key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

test("the article's server HTML has Open Graph, Twitter and JSON-LD with its title and image", async ({
  request,
}) => {
  const item = await firstArticle();
  const html = await (await request.get(articlePath(item))).text();
  expect(metaContent(html, "og:title")).toBe(item.title);
  expect(metaContent(html, "og:image")).toBe(item.cover?.url);
  expect(metaContent(html, "og:url")).toBe(canonicalOf(articlePath(item)));
  expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
  expect(metaContent(html, "twitter:title")).toBe(item.title);
  expect(metaContent(html, "twitter:image")).toBe(item.cover?.url);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  const jsonLd = JSON.parse(blocks[0]![1]!);
  expect(jsonLd).toMatchObject({
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: item.title,
    image: [item.cover?.url],
    mainEntityOfPage: { "@id": canonicalOf(articlePath(item)) },
  });
  expect(Date.parse(jsonLd.datePublished)).toBe(item.publish_time * 1000);
  // Once: the router's data for the browser does not carry it a second time.
  expect(html.split("https://schema.org").length - 1).toBe(1);
  // Open Graph's article properties are in the head, once: not in the router's data either.
  expect(Date.parse(metaContent(html, "article:published_time") ?? "")).toBe(item.publish_time * 1000);
  expect(html.match(/article:published_time/g)?.length).toBe(1);
});

test("the page's JSON-LD and article tags stay in its head once React has hydrated the page", async ({
  page,
}) => {
  const item = await firstArticle();
  const blocks = page.locator('script[type="application/ld+json"]');
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(articlePath(item));
  await untilHydrated(page);
  // Past idle too: the related cards, the last part to hydrate, have their code.
  await page.waitForFunction(() => {
    const link = document.querySelector(".recommend a");
    return link !== null && Object.keys(link).some((k) => k.startsWith("__reactProps"));
  });
  await expect(blocks).toHaveCount(1);
  expect(JSON.parse((await blocks.textContent()) ?? "{}").headline).toBe(item.title);
  // So do Open Graph's article properties, written by the server alone like the JSON-LD.
  await expect(page.locator('meta[property="article:published_time"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

wechatTest(
  "inside WeChat the SDK is loaded and configured with a signature of the right address",
  EACH_PHONE,
  async ({ page }) => {
    const item = await firstArticle();
    const article = await detail(item.id);
    await installWechatBridge(page);
    const sdk = page.waitForRequest(/\/assets\/weixin-js-sdk-[\w-]+\.js$/);
    const signing = page.waitForRequest((r) => r.url().includes("/peony/v1/system/wxshare/signature?"));
    await page.goto(`${articlePath(item)}?from=singlemessage#comments`);
    await sdk;
    const landing = `${canonicalOf(articlePath(item))}?from=singlemessage`;
    // The address without its hash, URL-encoded in the query.
    expect(new URL((await signing).url()).search).toBe(`?url=${encodeURIComponent(landing)}`);

    await expect
      .poll(async () => (await bridgeCalls(page)).map((c) => c.name))
      .toContain("updateTimelineShareData");
    const calls = await bridgeCalls(page);
    const config = calls.find((c) => c.name === "preVerifyJSAPI")!.args;
    expect(config.verifyAppId).toBe(WECHAT_ENV.WECHAT_APPID);
    expect(config.verifySignature).toBe(
      expectedSignature(String(config.verifyNonceStr), String(config.verifyTimestamp), landing),
    );
    expect(config.verifyJsApiList).toEqual(
      expect.arrayContaining(["updateAppMessageShareData", "updateTimelineShareData"]),
    );
    expect(config.verifyOpenTagList).toEqual(["wx-open-launch-app", "wx-open-launch-weapp"]);
    const card = calls.find((c) => c.name === "updateAppMessageShareData")!.args;
    expect(card).toMatchObject({
      title: article.title,
      link: canonicalOf(articlePath(item)),
      imgUrl: item.cover?.url,
      verifySignature: config.verifySignature,
    });
  },
);

wechatTest(
  "after a navigation the share card follows the page, signed as each platform checks it",
  EACH_PHONE,
  async ({ page }, testInfo) => {
    const item = await firstArticle();
    await installWechatBridge(page);
    await page.goto(articlePath(item));
    await expect
      .poll(async () => (await bridgeCalls(page)).map((c) => c.name))
      .toContain("updateAppMessageShareData");
    const signed: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/wxshare/signature?")) signed.push(new URL(r.url()).searchParams.get("url")!);
    });
    const related = page.getByRole("region", { name: "相关推荐" }).getByRole("link").first();
    const nextTitle = (await related.getByRole("heading").textContent())!;
    await related.click();
    await expect(page.getByRole("heading", { level: 1, name: nextTitle })).toBeVisible();
    await expect
      .poll(
        async () =>
          (await bridgeCalls(page)).filter((c) => c.name === "updateAppMessageShareData").at(-1)?.args.title,
      )
      .toBe(nextTitle);
    const configs = (await bridgeCalls(page)).filter((c) => c.name === "preVerifyJSAPI");
    if (testInfo.project.name === "iphone") {
      // iOS WeChat checks the landing address all visit long: no new signature is needed.
      expect(signed).toEqual([]);
      expect(configs).toHaveLength(1);
    } else {
      const current = page.url().split("#")[0]!;
      expect(signed).toEqual([current]);
      const last = configs.at(-1)!.args;
      expect(last.verifySignature).toBe(
        expectedSignature(String(last.verifyNonceStr), String(last.verifyTimestamp), current),
      );
    }
  },
);

wechatTest(
  "inside WeChat the open tag covers the button once WeChat accepted the config",
  EACH_PHONE,
  async ({ page }) => {
    const item = await firstArticle();
    await installWechatBridge(page);
    await page.goto(articlePath(item));
    const button = page.getByRole("button", { name: "App 内打开" });
    const tag = page.locator("wx-open-launch-app");
    await expect(tag).toHaveAttribute("appid", WECHAT_ENV.DAVMU_WECHAT_OPEN_APPID);
    await expect(tag).toHaveAttribute("extinfo", `davmu://content?type=doc&id=${item.id}`);
    const [tagBox, buttonBox] = [await tag.boundingBox(), await button.boundingBox()];
    expect(tagBox).toEqual(expect.objectContaining({ x: buttonBox?.x, y: buttonBox?.y }));
    expect(Math.abs(tagBox!.width - buttonBox!.width)).toBeLessThan(1);
    expect(Math.abs(tagBox!.height - buttonBox!.height)).toBeLessThan(1);
    // WeChat reports a failed launch (app not installed) as an error event on the tag.
    await tag.dispatchEvent("error", { detail: { errMsg: "launch:fail" } });
    await expect(page.getByRole("dialog", { name: "提示" })).toBeVisible();
  },
);

wechatTest(
  "a refused WeChat config is only logged, and the page keeps working",
  EACH_PHONE,
  async ({ page }) => {
    const item = await firstArticle();
    await installWechatBridge(page, "config:invalid signature");
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.goto(articlePath(item));
    await expect.poll(() => errors.some((e) => e.includes("[wechat] share config failed"))).toBe(true);
    expect((await bridgeCalls(page)).some((c) => c.name === "updateAppMessageShareData")).toBe(false);
    await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
    // Without WeChat's open tag nothing on the page can open the app: the guide to the browser shows.
    await page.getByRole("button", { name: "App 内打开" }).click();
    await expect(page.getByRole("dialog", { name: "在浏览器中打开" })).toBeVisible();
  },
);

wechatTest(
  "inside WeChat without the open tag the button shows the way to the browser, and claims no failure",
  EACH_PHONE,
  async ({ page }) => {
    const item = await firstArticle();
    const appLinks = await withoutTheApp(page);
    await page.goto(articlePath(item));
    await untilHydrated(page);
    const button = page.getByRole("button", { name: "App 内打开" });
    await button.click();
    const guide = page.getByRole("dialog", { name: "在浏览器中打开" });
    await expect(guide).toBeVisible();
    await expect(guide.getByRole("listitem")).toHaveText(["点击右上角的 ···", "选择「在浏览器打开」"]);
    await expect(page.getByRole("dialog", { name: "提示" })).toBeHidden();
    await expect(page.getByText(/未能打开/)).toBeHidden();
    expect(await appLinks()).toEqual([]);
    // The guide takes focus, closes with Escape and gives focus back to the button.
    await expect(guide.getByRole("button", { name: "知道了" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(guide).toBeHidden();
    await expect(button).toBeFocused();
    // A tap anywhere closes it too.
    await button.click();
    await expect(guide).toBeVisible();
    await page.mouse.click(20, 600);
    await expect(guide).toBeHidden();
    await page.goto(`en/${articlePath(item)}`);
    await untilHydrated(page);
    await page.getByRole("button", { name: "Open in app" }).click();
    await expect(page.getByRole("dialog", { name: "Open in your browser" })).toBeVisible();
  },
);

test(
  "outside WeChat the button tries the app's scheme, then offers the download page",
  EACH_PHONE,
  async ({ page }) => {
    const item = await firstArticle();
    const sdkRequests: string[] = [];
    page.on("request", (r) => {
      if (/weixin-js-sdk/.test(r.url())) sdkRequests.push(r.url());
    });
    const appLinks = await withoutTheApp(page);
    await page.goto(articlePath(item));
    await page.getByRole("button", { name: "App 内打开" }).click();
    await expect.poll(appLinks).toEqual([`davmu://content?type=doc&id=${item.id}`]);
    const dialog = page.getByRole("dialog", { name: "提示" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("未能打开 App");
    await dialog.getByRole("button", { name: "立即前往" }).click();
    await expect(page).toHaveURL(APP_PAGE_URL);
    await expect(page.getByRole("heading", { level: 1, name: "大目新闻" })).toBeVisible();
    expect(sdkRequests).toEqual([]);
  },
);

test(
  "a tap before the page is idle still tries the app, then offers the download page",
  EACH_PHONE,
  async ({ page }) => {
    const item = await firstArticle();
    const appLinks = await withoutTheApp(page);
    // The load event waits for the pictures: held, the page never becomes idle after load.
    await page.route(/\/media\//, () => {});
    const controller: string[] = [];
    page.on("request", (r) => {
      if (/\/assets\/open-app-controller-[\w-]+\.js$/.test(r.url())) controller.push(r.url());
    });
    await page.goto(articlePath(item), { waitUntil: "domcontentloaded" });
    await untilHydrated(page);
    // What the button does comes at idle or with the tap: the tap is kept until it is there.
    expect(controller).toEqual([]);
    await page.getByRole("button", { name: "App 内打开" }).click();
    await expect.poll(appLinks).toEqual([`davmu://content?type=doc&id=${item.id}`]);
    await expect(page.getByRole("dialog", { name: "提示" })).toBeVisible();
  },
);

test("the share dialog shows the spec's texts, and its cancel keeps the visitor on the page", async ({
  page,
}) => {
  const item = await firstArticle();
  await withoutTheApp(page);
  await page.goto(articlePath(item));
  await page.getByRole("button", { name: "App 内打开" }).click();
  const dialog = page.getByRole("dialog", { name: "提示" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "提示" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "立即前往" })).toBeVisible();
  await dialog.getByRole("button", { name: "再考虑下" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${item.id}$`));
  await expect(page.getByRole("button", { name: "App 内打开" })).toBeEnabled();

  await page.goto(`en/${articlePath(item)}`);
  await untilHydrated(page);
  await page.getByRole("button", { name: "Open in app" }).click();
  const english = page.getByRole("dialog", { name: "Notice" });
  await expect(english.getByRole("button", { name: "Go now" })).toBeVisible();
  await expect(english.getByRole("button", { name: "Maybe later" })).toBeVisible();
});
