import { describe, expect, it } from "vitest";
import { createNonce, jsapiSignature, signableUrl } from "./jsapi-signature.ts";

describe("jsapiSignature", () => {
  it("gives the signature of WeChat's published example (JS-SDK documentation, appendix 1)", () => {
    expect(
      jsapiSignature({
        ticket: "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg",
        nonceStr: "Wm3WZYTPz0wzccnW",
        timestamp: 1414587457,
        url: "http://mp.weixin.qq.com?params=value",
      }),
    ).toBe("0f9de62fce790f9a083d5c99e95740ceb90c27ed");
  });

  it("changes with every signed field", () => {
    const base = { ticket: "t", nonceStr: "n", timestamp: 1, url: "http://a.test/" };
    const signatures = new Set([
      jsapiSignature(base),
      jsapiSignature({ ...base, ticket: "u" }),
      jsapiSignature({ ...base, nonceStr: "m" }),
      jsapiSignature({ ...base, timestamp: 2 }),
      jsapiSignature({ ...base, url: "http://a.test/x" }),
    ]);
    expect(signatures.size).toBe(5);
  });
});

describe("createNonce", () => {
  it("is 16 letters and digits, different each time", () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(createNonce()).not.toBe(a);
  });
});

describe("signableUrl", () => {
  const hosts = ["share.davmu.test", "127.0.0.1"];

  it("keeps the address as the page reports it, without the hash", () => {
    expect(signableUrl("https://share.davmu.test/davmu/share/news/doc/x?from=timeline#top", hosts)).toEqual({
      ok: true,
      url: "https://share.davmu.test/davmu/share/news/doc/x?from=timeline",
    });
  });

  it("accepts a site host on any port", () => {
    expect(signableUrl("http://127.0.0.1:3804/davmu/share/", hosts).ok).toBe(true);
  });

  it.each([
    ["a foreign host", "https://evil.test/davmu/share/"],
    ["a host that only ends like the site's", "https://notshare.davmu.test.evil.test/"],
    ["a relative address", "/davmu/share/"],
    ["another scheme", "javascript:alert(1)"],
  ])("refuses %s", (_, url) => {
    expect(signableUrl(url, hosts).ok).toBe(false);
  });
});
