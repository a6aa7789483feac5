import { describe, expect, it } from "vitest";
import {
  isDesktop,
  isMobileUserAgent,
  type PageFacts,
  pcShareUrl,
  shouldRedirectToPc,
} from "./desktop-redirect.ts";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  wechat:
    "Mozilla/5.0 (Linux; Android 13; V2148A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
};

const page = (over: Partial<PageFacts>): PageFacts => ({
  width: 390,
  height: 844,
  userAgent: UA.iphone,
  maxTouchPoints: 5,
  inFrame: false,
  pathname: "/",
  search: "",
  ...over,
});

describe("isDesktop", () => {
  it.each([
    ["a phone held upright", { width: 390, height: 844, userAgent: UA.iphone, maxTouchPoints: 5 }, false],
    [
      "an Android phone in WeChat",
      { width: 412, height: 915, userAgent: UA.wechat, maxTouchPoints: 5 },
      false,
    ],
    [
      "a phone turned sideways (narrower than 1000)",
      { width: 844, height: 390, userAgent: UA.android, maxTouchPoints: 5 },
      false,
    ],
    [
      "a tablet sideways at 1280",
      { width: 1280, height: 800, userAgent: UA.android, maxTouchPoints: 5 },
      true,
    ],
    [
      "a wide but tall screen on a phone UA",
      { width: 1000, height: 1400, userAgent: UA.android, maxTouchPoints: 5 },
      false,
    ],
    [
      "exactly 1000 wide and wider than tall",
      { width: 1000, height: 999, userAgent: UA.iphone, maxTouchPoints: 5 },
      true,
    ],
    [
      "a desktop browser in a small window",
      { width: 500, height: 700, userAgent: UA.windows, maxTouchPoints: 0 },
      true,
    ],
    [
      "a desktop browser full screen",
      { width: 1280, height: 800, userAgent: UA.windows, maxTouchPoints: 0 },
      true,
    ],
    [
      "an iPad that claims to be a Mac",
      { width: 820, height: 1180, userAgent: UA.mac, maxTouchPoints: 5 },
      false,
    ],
    ["a real Mac", { width: 900, height: 700, userAgent: UA.mac, maxTouchPoints: 0 }, true],
  ])("%s: %s", (_name, facts, expected) => {
    expect(isDesktop(facts)).toBe(expected);
  });

  it("knows the mobile user agents", () => {
    expect(isMobileUserAgent(UA.iphone)).toBe(true);
    expect(isMobileUserAgent(UA.wechat)).toBe(true);
    expect(isMobileUserAgent(UA.windows)).toBe(false);
  });
});

describe("shouldRedirectToPc", () => {
  const desktop = { width: 1280, height: 800, userAgent: UA.windows, maxTouchPoints: 0 };
  it("sends a desktop to the PC page and leaves a phone alone", () => {
    expect(shouldRedirectToPc(page(desktop))).toBe(true);
    expect(shouldRedirectToPc(page({}))).toBe(false);
  });

  it("never redirects inside a frame", () => {
    expect(shouldRedirectToPc(page({ ...desktop, inFrame: true }))).toBe(false);
  });

  it("never redirects a page that already has a url query", () => {
    expect(shouldRedirectToPc(page({ ...desktop, search: "?url=x" }))).toBe(false);
    expect(shouldRedirectToPc(page({ ...desktop, search: "?a=1&url=" }))).toBe(false);
    expect(shouldRedirectToPc(page({ ...desktop, search: "?urls=1" }))).toBe(true);
  });

  it("never redirects the PC page itself", () => {
    expect(shouldRedirectToPc(page({ ...desktop, pathname: "/pc" }))).toBe(false);
    expect(shouldRedirectToPc(page({ ...desktop, pathname: "/en/pc" }))).toBe(false);
    expect(shouldRedirectToPc(page({ ...desktop, pathname: "/pcx" }))).toBe(true);
  });
});

describe("pcShareUrl", () => {
  it("points at the PC page on the wap host with the whole address encoded", () => {
    const href = "http://127.0.0.1:3000/davmu/share/mp/doc/2026/03/AbCdEf12?from=a&b=c#top";
    expect(pcShareUrl("https://wap.example.com/", href, "/mp/doc/2026/03/AbCdEf12")).toBe(
      `https://wap.example.com/davmu/share/pc?url=${encodeURIComponent(href)}`,
    );
  });

  it("keeps the English pages in English", () => {
    expect(pcShareUrl("https://wap.example.com", "https://wap.example.com/davmu/share/en/", "/en/")).toBe(
      "https://wap.example.com/davmu/share/en/pc?url=https%3A%2F%2Fwap.example.com%2Fdavmu%2Fshare%2Fen%2F",
    );
  });
});
