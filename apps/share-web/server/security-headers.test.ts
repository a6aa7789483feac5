import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers.ts";

const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src "))!;

describe("contentSecurityPolicy", () => {
  it("allows scripts by nonce and never evaluated strings by default", () => {
    const policy = contentSecurityPolicy("abc", "https://api.example.com");
    expect(scriptSrc(policy)).toContain("'nonce-abc'");
    expect(scriptSrc(policy)).not.toContain("unsafe");
    expect(policy).toContain("connect-src 'self' https://api.example.com");
    expect(policy).toContain("object-src 'none'");
  });

  it("lets the debug console's command line evaluate code only when asked to", () => {
    expect(scriptSrc(contentSecurityPolicy("abc", "https://api.example.com", { allowEval: true }))).toContain(
      "'unsafe-eval'",
    );
    expect(
      scriptSrc(contentSecurityPolicy("abc", "https://api.example.com", { allowEval: false })),
    ).not.toContain("'unsafe-eval'");
  });
});
