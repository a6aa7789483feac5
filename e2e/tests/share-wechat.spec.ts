import type { ContentDetail } from "@davmu/contract";
import { apiGet, articlePath, firstArticle } from "../support/api.ts";
import { expect } from "../support/fixtures.ts";
import { EACH_PHONE } from "../support/phones.ts";
import { canonicalOf, wechatTest } from "../support/share-page.ts";
import { bridgeCalls, expectedSignature, installWechatBridge, WECHAT_ENV } from "../support/wechat.ts";

// Inside WeChat: its SDK configured and signed, the share card following the page, and its open tag.

const detail = (id: string) => apiGet<ContentDetail>(`/peony-inner/inner/static/content/${id}`);

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
