import { describe, expect, it } from "vitest";
import { getServerConfig } from "../../platform/config.server.ts";
import { rootRedirect } from "./root-redirect.server.ts";

const ROOT = "http://127.0.0.1:3000/davmu/share/";
const config = (env: Record<string, string>) => getServerConfig({ ...env });

describe("root redirect configuration", () => {
  it("is off by default, with status 302", () => {
    const c = config({});
    expect(c.DAVMU_ROOT_REDIRECT).toBe("");
    expect(c.DAVMU_ROOT_REDIRECT_STATUS).toBe(302);
    expect(rootRedirect(c, ROOT)).toBeNull();
  });

  it("takes a site path or an absolute URL, and the statuses of a redirect", () => {
    expect(config({ DAVMU_ROOT_REDIRECT: "/mp/doc/2026/03/AbCdEf12" }).DAVMU_ROOT_REDIRECT).toBe(
      "/mp/doc/2026/03/AbCdEf12",
    );
    expect(config({ DAVMU_ROOT_REDIRECT: "https://www.example.com/app" }).DAVMU_ROOT_REDIRECT).toBe(
      "https://www.example.com/app",
    );
    for (const status of [301, 302, 307, 308]) {
      expect(config({ DAVMU_ROOT_REDIRECT_STATUS: String(status) }).DAVMU_ROOT_REDIRECT_STATUS).toBe(status);
    }
    expect(config({ DAVMU_ROOT_REDIRECT_STATUS: "" }).DAVMU_ROOT_REDIRECT_STATUS).toBe(302);
  });

  it.each([
    ["DAVMU_ROOT_REDIRECT", "//evil.example"],
    ["DAVMU_ROOT_REDIRECT", "javascript:alert(1)"],
    ["DAVMU_ROOT_REDIRECT", "mp/doc"],
    ["DAVMU_ROOT_REDIRECT", "/\\evil.example"],
    ["DAVMU_ROOT_REDIRECT_STATUS", "200"],
    ["DAVMU_ROOT_REDIRECT_STATUS", "303"],
    ["DAVMU_ROOT_REDIRECT_STATUS", "abc"],
  ])("refuses %s=%s at start, naming the variable", (name, value) => {
    expect(() => config({ [name]: value })).toThrow(name);
  });
});

describe("rootRedirect", () => {
  const on = config({ DAVMU_ROOT_REDIRECT: "/mp/doc/2026/03/AbCdEf12" });

  it("redirects the site root with 302 by default", () => {
    const r = rootRedirect(on, ROOT);
    expect(r?.status).toBe(302);
    expect(r?.headers.get("Location")).toBe("/mp/doc/2026/03/AbCdEf12");
  });

  it("keeps to the root even with the share parameters a messenger adds", () => {
    expect(rootRedirect(on, `${ROOT}?from=singlemessage&isappinstalled=0`)?.status).toBe(302);
    expect(rootRedirect(on, "http://127.0.0.1:3000/davmu/share")?.status).toBe(302);
  });

  it("uses the configured status and absolute targets", () => {
    const c = config({ DAVMU_ROOT_REDIRECT: "https://www.example.com/", DAVMU_ROOT_REDIRECT_STATUS: "301" });
    const r = rootRedirect(c, ROOT);
    expect(r?.status).toBe(301);
    expect(r?.headers.get("Location")).toBe("https://www.example.com/");
  });

  it("leaves every other page alone: channels, English, articles", () => {
    expect(rootRedirect(on, `${ROOT}?gid=AbCdEf12`)).toBeNull();
    expect(rootRedirect(on, `${ROOT}en/`)).toBeNull();
    expect(rootRedirect(on, `${ROOT}mp/doc/2026/03/AbCdEf12`)).toBeNull();
  });
});
