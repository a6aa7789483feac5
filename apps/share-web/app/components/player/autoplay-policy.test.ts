import { describe, expect, it } from "vitest";
import { isDataSaving, mayAutoplay, mayLoadAhead } from "./autoplay-policy.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const WECHAT_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600 WeChat/arm64";
const WECHAT_IPHONE = `${IPHONE} MicroMessenger/8.0.49`;

describe("mayAutoplay", () => {
  it("lets a phone browser on a fast connection start muted", () => {
    expect(mayAutoplay({ userAgent: IPHONE, connection: { effectiveType: "4g" } })).toBe(true);
  });
  it("never autoplays in WeChat on Android, which gets a tap-to-play poster", () => {
    expect(mayAutoplay({ userAgent: WECHAT_ANDROID })).toBe(false);
    expect(mayAutoplay({ userAgent: WECHAT_IPHONE })).toBe(true);
  });
  it("waits for a tap on 2g, with data saver and with reduced motion", () => {
    expect(mayAutoplay({ userAgent: IPHONE, connection: { effectiveType: "slow-2g" } })).toBe(false);
    expect(mayAutoplay({ userAgent: IPHONE, connection: { effectiveType: "2g" } })).toBe(false);
    expect(mayAutoplay({ userAgent: IPHONE, connection: { saveData: true } })).toBe(false);
    expect(mayAutoplay({ userAgent: IPHONE, reducedMotion: true })).toBe(false);
  });
  it("treats an unknown connection as not saving data", () => {
    expect(isDataSaving({})).toBe(false);
    expect(isDataSaving({ connection: { effectiveType: "3g" } })).toBe(false);
  });
});

describe("mayLoadAhead", () => {
  it("loads a video ahead of the tap where reduced motion alone keeps it from starting", () => {
    expect(mayLoadAhead({ userAgent: IPHONE, reducedMotion: true })).toBe(true);
    expect(mayLoadAhead({ userAgent: WECHAT_IPHONE, reducedMotion: true })).toBe(true);
  });
  it("loads nothing ahead when saving data, nor in WeChat on Android", () => {
    expect(mayLoadAhead({ userAgent: IPHONE, connection: { saveData: true } })).toBe(false);
    expect(mayLoadAhead({ userAgent: IPHONE, connection: { effectiveType: "2g" } })).toBe(false);
    expect(mayLoadAhead({ userAgent: WECHAT_ANDROID })).toBe(false);
  });
});
