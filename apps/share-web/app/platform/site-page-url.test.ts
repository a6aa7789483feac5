import { describe, expect, it } from "vitest";
import { sitePageUrl } from "./site-page-url.ts";

const WAP = "http://127.0.0.1:3000";
const ARTICLE = "http://127.0.0.1:3000/davmu/share/mp/doc/2026/03/AbCdEf12";

describe("sitePageUrl accepts the site's own pages", () => {
  it.each([
    [ARTICLE, ARTICLE],
    [`${ARTICLE}?from=singlemessage&isappinstalled=0`, `${ARTICLE}?from=singlemessage&isappinstalled=0`],
    ["http://127.0.0.1:3000/davmu/share/", "http://127.0.0.1:3000/davmu/share/"],
    ["http://127.0.0.1:3000/davmu/share/en/", "http://127.0.0.1:3000/davmu/share/en/"],
    ["HTTP://127.0.0.1:3000/davmu/share/en/#top", "http://127.0.0.1:3000/davmu/share/en/#top"],
    // Dot segments are resolved by the parser, and what is left is still inside the site.
    ["http://127.0.0.1:3000/davmu/share/a/../mp/doc/X", "http://127.0.0.1:3000/davmu/share/mp/doc/X"],
  ])("%s", (raw, expected) => {
    expect(sitePageUrl(raw, WAP)).toBe(expected);
  });

  it("accepts a wap host given with a trailing slash", () => {
    expect(sitePageUrl(ARTICLE, `${WAP}/`)).toBe(ARTICLE);
  });
});

describe("sitePageUrl refuses everything else", () => {
  it.each([
    ["nothing", null],
    ["empty", ""],
    ["another host", "https://evil.example/davmu/share/"],
    ["another port", "http://127.0.0.1:3001/davmu/share/"],
    ["another scheme", "https://127.0.0.1:3000/davmu/share/"],
    ["javascript:", "javascript:alert(document.domain)"],
    ["javascript: with the path in it", "javascript://127.0.0.1:3000/davmu/share/%0aalert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["protocol-relative", "//evil.example/davmu/share/"],
    ["backslash", "/\\evil.example/davmu/share/"],
    ["backslash after the scheme", "http:/\\evil.example/davmu/share/"],
    ["backslashes in place of slashes", "http:\\\\evil.example\\davmu\\share\\"],
    ["encoded slashes", "%2F%2Fevil.example/davmu/share/"],
    ["encoded scheme", "http%3A%2F%2Fevil.example%2Fdavmu%2Fshare%2F"],
    ["an encoded slash inside the site path", "http://127.0.0.1:3000/davmu/share/%2F%2Fevil.example"],
    ["an encoded backslash inside the site path", "http://127.0.0.1:3000/davmu/share/%5C%5Cevil.example"],
    ["userinfo that looks like the site", "http://127.0.0.1:3000@evil.example/davmu/share/"],
    ["userinfo on the site itself", "http://user:pass@127.0.0.1:3000/davmu/share/"],
    ["a tab inside the scheme", "ht\ttp://evil.example/davmu/share/"],
    ["a newline", "http://127.0.0.1:3000/davmu/share/\nx"],
    ["leading spaces", "  http://127.0.0.1:3000/davmu/share/"],
    ["a relative path", "/davmu/share/mp/doc/2026/03/AbCdEf12"],
    ["the origin without the site path", "http://127.0.0.1:3000/"],
    ["a look-alike path", "http://127.0.0.1:3000/davmu/shared/"],
    ["the site path without its slash", "http://127.0.0.1:3000/davmu/share"],
    ["dot segments out of the site", "http://127.0.0.1:3000/davmu/share/../../admin"],
    ["encoded dot segments out of the site", "http://127.0.0.1:3000/davmu/share/%2e%2e/%2E%2E/admin"],
    ["the PC page itself", "http://127.0.0.1:3000/davmu/share/pc?url=x"],
    ["the English PC page", "http://127.0.0.1:3000/davmu/share/en/pc"],
    // The router matches paths without regard to case and decodes them first, as Express does.
    ["the PC page in capitals", "http://127.0.0.1:3000/davmu/share/PC"],
    ["the PC page under a capitalised site path", "http://127.0.0.1:3000/DAVMU/Share/pc/"],
    ["the English PC page in mixed case", "http://127.0.0.1:3000/davmu/share/En/Pc?url=x"],
    ["the PC page percent-encoded", "http://127.0.0.1:3000/davmu/share/%70%43"],
    ["a look-alike host", "http://127.0.0.1:3000.evil.example/davmu/share/"],
    ["an IPv6 trick", "http://[::ffff:127.0.0.1]:3000/davmu/share/"],
    ["far too long", `${ARTICLE}?q=${"a".repeat(3000)}`],
  ])("%s", (_name, raw) => {
    expect(sitePageUrl(raw, WAP)).toBeNull();
  });

  it("refuses everything when the wap host is not a URL", () => {
    expect(sitePageUrl(ARTICLE, "not a url")).toBeNull();
  });
});
