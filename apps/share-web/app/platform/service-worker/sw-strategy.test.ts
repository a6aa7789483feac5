import { describe, expect, it, vi } from "vitest";
import { LOCALES } from "../i18n/locales.ts";
import { loadedAssetUrls, registerServiceWorker } from "./register.ts";
import {
  cacheNameFor,
  localeOfUrl,
  offlinePageHtml,
  offlinePageKey,
  requestKind,
  staleCaches,
} from "./sw-strategy.ts";

const ORIGIN = "https://m.example.com";
const get = (path: string, mode = "cors") => ({ url: `${ORIGIN}${path}`, method: "GET", mode });

describe("service worker strategy", () => {
  it("caches only the fingerprinted assets", () => {
    expect(requestKind(get("/davmu/share/assets/root-B7zs12.js"), ORIGIN)).toBe("asset");
    expect(requestKind(get("/davmu/share/assets/root-B7zs12.js?x=1"), ORIGIN)).toBe("other");
    expect(requestKind(get("/davmu/share/favicon.ico"), ORIGIN)).toBe("other");
  });

  it("never caches pages, loader data or API calls", () => {
    expect(requestKind(get("/davmu/share/", "navigate"), ORIGIN)).toBe("navigation");
    expect(requestKind(get("/davmu/share/_root.data"), ORIGIN)).toBe("other");
    expect(
      requestKind({ url: "https://api.example.com/peony/v1/content", method: "GET", mode: "cors" }, ORIGIN),
    ).toBe("other");
    expect(requestKind({ ...get("/davmu/share/assets/a.js"), method: "POST" }, ORIGIN)).toBe("other");
    expect(requestKind(get("/elsewhere/", "navigate"), ORIGIN)).toBe("other");
  });

  it("keeps one cache per build and drops the others of this site only", () => {
    const current = cacheNameFor("b2");
    expect(staleCaches([cacheNameFor("b1"), current, "someone-else"], current)).toEqual([cacheNameFor("b1")]);
  });

  it("offers the offline page in the page's locale", () => {
    expect(localeOfUrl(`${ORIGIN}/davmu/share/mp/doc/2024/01/abc`).code).toBe("zh");
    expect(localeOfUrl(`${ORIGIN}/davmu/share/en/mp/doc/2024/01/abc`).code).toBe("en");
    const [zh, en] = LOCALES;
    expect(offlinePageHtml(zh)).toContain("网络已断开");
    expect(offlinePageHtml(zh)).toContain('lang="zh-CN"');
    expect(offlinePageHtml(en)).toContain("You are offline");
    expect(offlinePageHtml(en)).not.toMatch(/<script|<link|src=/);
    expect(offlinePageKey(en)).toBe("/davmu/share/__offline/en");
  });
});

describe("registration", () => {
  it("registers at the share sub-path with that scope", async () => {
    const register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
    await registerServiceWorker({ serviceWorker: { register } });
    expect(register).toHaveBeenCalledWith("/davmu/share/sw.js", { scope: "/davmu/share/" });
  });

  it("raises the spec's error where the browser has no service workers", async () => {
    await expect(registerServiceWorker({})).rejects.toThrow("not supported in the current browser");
  });

  it("warms only the site's assets the page already loaded", () => {
    expect(
      loadedAssetUrls(
        [
          { name: `${ORIGIN}/davmu/share/assets/root-1.js` },
          { name: "https://api.example.com/x.jpg" },
          { name: `${ORIGIN}/davmu/share/_root.data` },
        ],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/davmu/share/assets/root-1.js`]);
  });
});
