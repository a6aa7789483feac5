import { describe, expect, it } from "vitest";
import type { OpenAppConfig } from "../../platform/config.server.ts";
import { planLaunch } from "./launch-plan.ts";

const UA = {
  iphoneSafari:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  androidChrome:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  androidWebView:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36",
  wechatIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN",
  weibo:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone15,2__weibo__14.5.0__iphone__os17.5)",
};

const bare: OpenAppConfig = {
  scheme: "davmu://",
  universalLinkHost: "",
  downloadUrl: "https://davmu.cn/download",
  androidPackage: "",
  wechatOpenAppId: "",
};
const full: OpenAppConfig = {
  ...bare,
  universalLinkHost: "link.davmu.test",
  androidPackage: "com.davmu.app",
  wechatOpenAppId: "wxopen0123456789",
};

describe("planLaunch: the launcher's decision order", () => {
  it("inside WeChat uses the open tag once WeChat accepted the config, then the browser guide", () => {
    expect(planLaunch(UA.wechatIphone, full, true)).toEqual(["open-tag", "browser-guide"]);
  });

  it("inside WeChat without the open tag shows the browser guide, never a scheme nor a failure", () => {
    expect(planLaunch(UA.wechatIphone, full, false)).toEqual(["browser-guide"]);
    expect(planLaunch(UA.wechatIphone, bare, true)).toEqual(["browser-guide"]);
    const oldWechat = UA.wechatIphone.replace("8.0.50", "7.0.10");
    expect(planLaunch(oldWechat, full, true)).toEqual(["browser-guide"]);
  });

  it("elsewhere tries the universal link (app link on Android) first when one is configured", () => {
    expect(planLaunch(UA.iphoneSafari, full, false)).toEqual(["universal"]);
    expect(planLaunch(UA.androidChrome, full, false)).toEqual(["universal"]);
  });

  it("then Chrome's intent on Android when the package is known", () => {
    const noUniversal = { ...full, universalLinkHost: "" };
    expect(planLaunch(UA.androidChrome, noUniversal, false)).toEqual(["intent"]);
    expect(planLaunch(UA.androidWebView, noUniversal, false)).toEqual(["scheme", "download"]);
  });

  it("then the URL scheme, and the download page when the page was not left", () => {
    expect(planLaunch(UA.iphoneSafari, bare, false)).toEqual(["scheme", "download"]);
    expect(planLaunch(UA.androidChrome, bare, false)).toEqual(["scheme", "download"]);
  });

  it("sends in-app browsers that block apps to the download page", () => {
    expect(planLaunch(UA.weibo, full, false)).toEqual(["download"]);
  });
});
