import { describe, expect, it } from "vitest";
import { nextUpMode } from "./next-up.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const WECHAT_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600 WeChat/arm64";

describe("what follows an episode's end", () => {
  it("is a countdown to the next where the player may start by itself", () => {
    expect(nextUpMode({ userAgent: IPHONE, connection: { effectiveType: "4g" } })).toBe("countdown");
  });
  it("is only an offer on 2g, with data saver, in WeChat on Android and with reduced motion", () => {
    expect(nextUpMode({ userAgent: IPHONE, connection: { effectiveType: "2g" } })).toBe("offer");
    expect(nextUpMode({ userAgent: IPHONE, connection: { saveData: true } })).toBe("offer");
    expect(nextUpMode({ userAgent: WECHAT_ANDROID })).toBe("offer");
    expect(nextUpMode({ userAgent: IPHONE, reducedMotion: true })).toBe("offer");
  });
});
