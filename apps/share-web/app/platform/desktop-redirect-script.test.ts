import { describe, expect, it, vi } from "vitest";
import { PC_REDIRECT_DELAY_MS, pcShareUrl, shouldRedirectToPc } from "./desktop-redirect.ts";
import {
  DESKTOP_REDIRECT_SCRIPT,
  PC_HOST_ATTRIBUTE,
  PC_REDIRECTING_ATTRIBUTE,
} from "./desktop-redirect-script.ts";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  android:
    "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  ipad: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
};

type Case = {
  width: number;
  height: number;
  userAgent: string;
  maxTouchPoints?: number;
  inFrame?: boolean;
  path: string;
  search?: string;
};

const HOST = "https://wap.example.cn";

/** Runs the head script in a stand-in window; returns where it went (or null) and what it hid. */
function run(c: Case) {
  vi.useFakeTimers();
  const attributes = new Map<string, string>([[PC_HOST_ATTRIBUTE, HOST]]);
  const root = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  };
  const href = `https://m.example.cn/davmu/share${c.path}${c.search ?? ""}`;
  const replace = vi.fn();
  const win: Record<string, unknown> = {
    innerWidth: c.width,
    innerHeight: c.height,
    navigator: { userAgent: c.userAgent, maxTouchPoints: c.maxTouchPoints ?? 0 },
    location: { pathname: `/davmu/share${c.path}`, search: c.search ?? "", href, replace },
  };
  win.self = win;
  win.top = c.inFrame ? {} : win;
  new Function("window", "document", DESKTOP_REDIRECT_SCRIPT)(win, { documentElement: root });
  const hidden = attributes.has(PC_REDIRECTING_ATTRIBUTE);
  vi.advanceTimersByTime(PC_REDIRECT_DELAY_MS - 1);
  const early = replace.mock.calls.length;
  vi.advanceTimersByTime(1);
  const went = (replace.mock.calls[0]?.[0] as string | undefined) ?? null;
  vi.advanceTimersByTime(5000);
  const shownAgain = !attributes.has(PC_REDIRECTING_ATTRIBUTE);
  vi.useRealTimers();
  return { went, hidden, early, shownAgain, href };
}

const CASES: Case[] = [
  { width: 390, height: 844, userAgent: UA.iphone, maxTouchPoints: 5, path: "/mp/doc/2026/12/AbCd1234" },
  { width: 412, height: 915, userAgent: UA.android, maxTouchPoints: 5, path: "/" },
  { width: 1280, height: 800, userAgent: UA.windows, path: "/mp/doc/2026/12/AbCd1234" },
  { width: 1280, height: 800, userAgent: UA.windows, path: "/en/" },
  { width: 1280, height: 800, userAgent: UA.windows, path: "/en" },
  { width: 390, height: 844, userAgent: UA.windows, path: "/" },
  { width: 1180, height: 820, userAgent: UA.android, maxTouchPoints: 5, path: "/" },
  { width: 820, height: 1180, userAgent: UA.android, maxTouchPoints: 5, path: "/" },
  { width: 1180, height: 820, userAgent: UA.ipad, maxTouchPoints: 5, path: "/" },
  { width: 820, height: 1180, userAgent: UA.ipad, maxTouchPoints: 5, path: "/" },
  { width: 1280, height: 800, userAgent: UA.windows, path: "/", search: "?url=elsewhere" },
  { width: 1280, height: 800, userAgent: UA.windows, path: "/mp/doc/2026/12/AbCd1234", inFrame: true },
  { width: 1280, height: 800, userAgent: UA.windows, path: "/pc" },
  { width: 1280, height: 800, userAgent: UA.windows, path: "/en/PC/" },
  { width: 1280, height: 800, userAgent: UA.windows, path: "/%70c" },
];

describe("the head script's move to the PC page", () => {
  it.each(CASES)("decides as the site's rules do: %o", (c) => {
    const result = run(c);
    const expected = shouldRedirectToPc({
      width: c.width,
      height: c.height,
      userAgent: c.userAgent,
      maxTouchPoints: c.maxTouchPoints ?? 0,
      inFrame: c.inFrame ?? false,
      pathname: c.path,
      search: c.search ?? "",
    });
    expect(result.went).toBe(expected ? pcShareUrl(HOST, result.href, c.path) : null);
    // 200 ms after the start, not before; hidden meanwhile, and shown again should the move not come.
    expect(result.early).toBe(0);
    expect(result.hidden).toBe(expected);
    expect(result.shownAgain).toBe(true);
  });

  it("does nothing on a page without the PC page's host", () => {
    const replace = vi.fn();
    const win = { location: { replace } };
    new Function("window", "document", DESKTOP_REDIRECT_SCRIPT)(win, {
      documentElement: { getAttribute: () => null },
    });
    expect(replace).not.toHaveBeenCalled();
  });
});
