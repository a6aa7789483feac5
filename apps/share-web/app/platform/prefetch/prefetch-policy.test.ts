import { describe, expect, it, vi } from "vitest";
import { whenIdle } from "./idle.ts";
import { canPrefetch, prefetchTarget } from "./prefetch-policy.ts";

describe("prefetch policy", () => {
  it.each([
    [{ onLine: true }, true],
    [{ onLine: true, connection: { effectiveType: "4g", saveData: false } }, true],
    [{ onLine: true, connection: { effectiveType: "3g" } }, true],
    [{ onLine: false }, false],
    [{ onLine: true, connection: { effectiveType: "2g" } }, false],
    [{ onLine: true, connection: { effectiveType: "slow-2g" } }, false],
    [{ onLine: true, connection: { effectiveType: "4g", saveData: true } }, false],
    [undefined, false],
  ])("%j → %s", (nav, expected) => {
    expect(canPrefetch(nav)).toBe(expected);
  });
});

describe("prefetch target", () => {
  const current = new URL("http://site.test/davmu/share/");
  const base = "/davmu/share/";
  it("takes links of the site, with their search", () => {
    expect(
      prefetchTarget({ href: "http://site.test/davmu/share/mp/doc/2024/01/abcdefgh" }, current, base),
    ).toBe("/davmu/share/mp/doc/2024/01/abcdefgh");
    expect(prefetchTarget({ href: "/davmu/share/en" }, current, base)).toBe("/davmu/share/en");
    const article = new URL("http://site.test/davmu/share/mp/doc/2024/01/abcdefgh");
    expect(prefetchTarget({ href: "/davmu/share/?gid=abc" }, article, base)).toBe("/davmu/share/?gid=abc");
  });
  it("skips other origins, other paths, new windows, downloads and the current page", () => {
    expect(prefetchTarget({ href: "http://other.test/davmu/share/x" }, current, base)).toBeNull();
    expect(prefetchTarget({ href: "/elsewhere" }, current, base)).toBeNull();
    expect(prefetchTarget({ href: "/davmu/sharex/y" }, current, base)).toBeNull();
    expect(prefetchTarget({ href: "/davmu/share/x", target: "_blank" }, current, base)).toBeNull();
    expect(prefetchTarget({ href: "/davmu/share/x", hasDownload: true }, current, base)).toBeNull();
    expect(prefetchTarget({ href: "/davmu/share/#top" }, current, base)).toBeNull();
  });
  it("skips a link that changes this page in place: the same path with another query (a channel tab)", () => {
    expect(prefetchTarget({ href: "/davmu/share/?gid=abc" }, current, base)).toBeNull();
    const tab = new URL("http://site.test/davmu/share/?gid=abc");
    expect(prefetchTarget({ href: "/davmu/share/" }, tab, base)).toBeNull();
    expect(prefetchTarget({ href: "/davmu/share/?gid=def" }, tab, base)).toBeNull();
  });
  it("skips a link that says so", () => {
    expect(
      prefetchTarget({ href: "/davmu/share/mp/video_album/abcdefgh?ep=x", optedOut: true }, current, base),
    ).toBeNull();
  });
});

describe("whenIdle", () => {
  it("asks for an idle callback with the 2000 ms timeout", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const cb = vi.fn();
    const cancel = whenIdle(cb, undefined, {
      requestIdleCallback,
      cancelIdleCallback,
      setTimeout: vi.fn(),
      clearTimeout: vi.fn(),
    });
    expect(requestIdleCallback).toHaveBeenCalledWith(cb, { timeout: 2000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });
  it("falls back to a timer where the browser has no idle callback", () => {
    vi.useFakeTimers();
    const cb = vi.fn();
    whenIdle(cb, 2000, {
      setTimeout: (f, ms) => setTimeout(f, ms) as unknown as number,
      clearTimeout: vi.fn(),
    });
    expect(cb).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(cb).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
