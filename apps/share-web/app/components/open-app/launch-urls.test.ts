// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { launchUrls } from "./launch-urls.ts";

const config = {
  scheme: "davmu://",
  universalLinkHost: "link.davmu.test",
  downloadUrl: "https://davmu.cn/download",
  androidPackage: "com.davmu.app",
  wechatOpenAppId: "",
};
const target = { path: "content", params: { type: "doc", id: "AbCdEf12" } };

describe("launchUrls", () => {
  it("passes the content's type and id to the app by every way", () => {
    const urls = launchUrls(config, target);
    expect(urls.scheme).toBe("davmu://content?type=doc&id=AbCdEf12");
    expect(urls.universal).toBe("https://link.davmu.test/content?type=doc&id=AbCdEf12");
    expect(urls.intent).toBe(
      "intent://content?type=doc&id=AbCdEf12#Intent;package=com.davmu.app;scheme=davmu;S.browser_fallback_url=https%3A%2F%2Fdavmu.cn%2Fdownload;end;",
    );
    expect(urls.download).toBe(config.downloadUrl);
  });

  it("encodes parameter values and leaves out what is not configured", () => {
    const urls = launchUrls(
      { ...config, universalLinkHost: "", androidPackage: "" },
      { path: "search", params: { q: "江豚 & 长江" } },
    );
    expect(urls.scheme).toBe("davmu://search?q=%E6%B1%9F%E8%B1%9A%20%26%20%E9%95%BF%E6%B1%9F");
    expect(urls.universal).toBe("");
    expect(urls.intent).toBe("");
  });
});
