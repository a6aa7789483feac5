import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  forgetFailedRender,
  htmlEtag,
  inlineScriptHashes,
  isSharedCacheable,
  matchesIfNoneMatch,
} from "./cacheable-html.server.ts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("isSharedCacheable", () => {
  it.each([
    ["public, max-age=60, s-maxage=300", true],
    ["public, max-age=60", true],
    [null, true],
    ["no-store", false],
    ["private, max-age=0", false],
    ["max-age=0, no-store", false],
  ])("%s → %s", (header, cacheable) => {
    expect(isSharedCacheable(header)).toBe(cacheable);
  });
});

describe("forgetFailedRender", () => {
  it("makes a page whose render failed no-store, and leaves every other page's policy alone", () => {
    const failed = new Headers({ "Cache-Control": "public, max-age=60, s-maxage=300" });
    forgetFailedRender(failed, 500);
    expect(failed.get("Cache-Control")).toBe("no-store");
    const missing = new Headers({ "Cache-Control": "public, max-age=60" });
    forgetFailedRender(missing, 404);
    expect(missing.get("Cache-Control")).toBe("public, max-age=60");
  });
});

describe("inlineScriptHashes", () => {
  it("hashes every inline script as sent, once each, and skips scripts loaded from a file", () => {
    const hydration = 'window.__reactRouterContext = {"basename":"/davmu/share/"};';
    const html = [
      "<html><head><script>document.documentElement.dataset.theme='dark'</script>",
      '<script type="module" src="/davmu/share/assets/entry.js"></script></head><body>',
      `<script>${hydration}</script>`,
      '<script type="module" async="">import "/a.js";\nwindow.x = "中文";</script>',
      `<script>${hydration}</script>`,
      "<scripted-element>not a script</scripted-element></body></html>",
    ].join("");
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([
      sha("document.documentElement.dataset.theme='dark'"),
      sha(hydration),
      sha('import "/a.js";\nwindow.x = "中文";'),
    ]);
  });
});

describe("HTML validators", () => {
  const etag = htmlEtag(Buffer.from("<html>page</html>"));

  it("are weak and change with the page", () => {
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(htmlEtag(Buffer.from("<html>page</html>"))).toBe(etag);
    expect(htmlEtag(Buffer.from("<html>other</html>"))).not.toBe(etag);
  });

  it.each([
    [etag, true],
    [etag.replace(/^W\//, ""), true],
    [`W/"other", ${etag}`, true],
    ["*", true],
    ['W/"other"', false],
    [null, false],
  ])("If-None-Match %s matches: %s", (header, matches) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(matches);
  });
});
