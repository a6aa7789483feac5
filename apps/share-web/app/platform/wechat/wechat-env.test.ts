import { describe, expect, it } from "vitest";
import { isIos, isWechat, signatureUrl, supportsOpenTags, withoutHash } from "./wechat-env.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN";
const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MMWEBID/1234 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64";
const SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

const LANDING = "https://share.davmu.test/davmu/share/news/doc/2026/03/AbCdEf12?from=timeline";
const CURRENT = "https://share.davmu.test/davmu/share/tech/doc/2026/03/ZyXwVu98#comments";

describe("the WeChat environment", () => {
  it("knows WeChat and iOS from the user agent", () => {
    expect(isWechat(IPHONE)).toBe(true);
    expect(isWechat(ANDROID)).toBe(true);
    expect(isWechat(SAFARI)).toBe(false);
    expect(isIos(IPHONE)).toBe(true);
    expect(isIos(ANDROID)).toBe(false);
  });

  it("signs the landing address on iOS, whatever the site navigated to since", () => {
    expect(signatureUrl(IPHONE, `${LANDING}#top`, CURRENT)).toBe(LANDING);
  });

  it("signs the current address on Android, without its hash", () => {
    expect(signatureUrl(ANDROID, LANDING, CURRENT)).toBe(
      "https://share.davmu.test/davmu/share/tech/doc/2026/03/ZyXwVu98",
    );
  });

  it("drops only the hash", () => {
    expect(withoutHash("https://a.test/p?x=1&y=%E4%B8%AD#h#i")).toBe("https://a.test/p?x=1&y=%E4%B8%AD");
  });

  it("knows which WeChat draws open tags (7.0.12 and later)", () => {
    expect(supportsOpenTags(IPHONE)).toBe(true);
    expect(supportsOpenTags(ANDROID)).toBe(true);
    expect(supportsOpenTags(IPHONE.replace("8.0.50", "7.0.12"))).toBe(true);
    expect(supportsOpenTags(IPHONE.replace("8.0.50", "7.0.11"))).toBe(false);
    expect(supportsOpenTags(IPHONE.replace("8.0.50", "6.7.4"))).toBe(false);
    expect(supportsOpenTags(SAFARI)).toBe(false);
  });
});
