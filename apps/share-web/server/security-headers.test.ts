import { describe, expect, it } from "vitest";
import { HEAD_SCRIPT_CSP_SOURCE } from "../app/platform/document/head-script-hash.server.ts";
import { contentSecurityPolicy } from "./security-headers.ts";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith(`${name} `))!
    .split(" ")
    .slice(1);

describe("contentSecurityPolicy", () => {
  it("allows a streamed page's scripts by its nonce and never evaluated strings by default", () => {
    const policy = contentSecurityPolicy({ nonce: "abc" }, "https://api.example.com");
    expect(directive(policy, "script-src")).toContain("'nonce-abc'");
    expect(directive(policy, "script-src").join(" ")).not.toContain("unsafe");
    expect(policy).toContain("connect-src 'self' https://api.example.com");
    expect(policy).toContain("object-src 'none'");
  });

  it("allows a cacheable page's inline scripts by their hashes, with no nonce to replay", () => {
    const policy = contentSecurityPolicy(
      { hashes: ["'sha256-AAAA'", "'sha256-BBBB'"] },
      "https://api.example.com",
    );
    const scripts = directive(policy, "script-src");
    expect(scripts).toEqual(["'self'", HEAD_SCRIPT_CSP_SOURCE, "'sha256-AAAA'", "'sha256-BBBB'"]);
    expect(policy).not.toContain("nonce");
  });

  it("lets pictures come from any https or http address, as content may hold them", () => {
    const images = directive(contentSecurityPolicy({ nonce: "abc" }, "http://127.0.0.1:9528"), "img-src");
    expect(images).toEqual(expect.arrayContaining(["https:", "http:", "'self'", "data:", "blob:"]));
    expect(images).toHaveLength(5);
  });

  it("lets the debug console's command line evaluate code only when asked to", () => {
    const origin = "https://api.example.com";
    expect(
      directive(contentSecurityPolicy({ nonce: "abc" }, origin, { allowEval: true }), "script-src"),
    ).toContain("'unsafe-eval'");
    expect(
      directive(contentSecurityPolicy({ hashes: [] }, origin, { allowEval: false }), "script-src"),
    ).not.toContain("'unsafe-eval'");
  });

  it("names AMap's hosts only for a site configured with maps", () => {
    const origin = "https://api.example.com";
    const without = contentSecurityPolicy({ hashes: [] }, origin);
    expect(without).not.toContain("amap");
    expect(directive(without, "worker-src")).toEqual(["'self'"]);
    const withMaps = contentSecurityPolicy({ hashes: [] }, origin, { amap: true });
    expect(directive(withMaps, "script-src")).toContain("https://webapi.amap.com");
    expect(directive(withMaps, "connect-src")).toEqual(
      expect.arrayContaining(["https://*.amap.com", "https://*.autonavi.com"]),
    );
    expect(directive(withMaps, "worker-src")).toContain("blob:");
  });
});
