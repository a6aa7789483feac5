import { describe, expect, it, vi } from "vitest";
import { shareLink } from "./share-link.ts";

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
const WECHAT = `${PHONE} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`;
const URL = "https://example.com/davmu/share/mp/video/2026/11/5y7vD1QW";

function phone(userAgent: string, share?: () => Promise<void>) {
  const writeText = vi.fn(async () => {});
  return { nav: { userAgent, share, clipboard: { writeText } } as never, writeText };
}

describe("shareLink", () => {
  it("hands the address to the system's share sheet where the browser has one", async () => {
    const share = vi.fn(async () => {});
    const { nav, writeText } = phone(PHONE, share);
    expect(await shareLink({ title: "清晨六点" }, URL, nav)).toBe("shared");
    expect(share).toHaveBeenCalledWith({ title: "清晨六点", url: URL });
    expect(writeText).not.toHaveBeenCalled();
  });

  it("inside WeChat copies the address instead: WeChat's own menu shares the card", async () => {
    const share = vi.fn(async () => {});
    const { nav, writeText } = phone(WECHAT, share);
    expect(await shareLink({ title: "清晨六点" }, URL, nav)).toBe("copied");
    expect(share).not.toHaveBeenCalled();
    expect(writeText).toHaveBeenCalledWith(URL);
  });

  it("copies where there is no share sheet, and says so when the visitor closes the sheet", async () => {
    const { nav, writeText } = phone(PHONE);
    expect(await shareLink({ title: "t" }, URL, nav)).toBe("copied");
    expect(writeText).toHaveBeenCalledWith(URL);
    const closed = phone(PHONE, () => Promise.reject(new DOMException("cancelled", "AbortError")));
    expect(await shareLink({ title: "t" }, URL, closed.nav)).toBe("none");
  });
});
