import { describe, expect, it } from "vitest";
import { getPublicConfig, getServerConfig } from "./config.server.ts";

describe("the site's configuration", () => {
  it("starts on the default port when SHARE_WEB_PORT is set but empty, as the README promises", () => {
    expect(getServerConfig({ SHARE_WEB_PORT: "" }).SHARE_WEB_PORT).toBe(3000);
  });

  it("counts every empty variable as unset", () => {
    const empty = getServerConfig({
      SHARE_WEB_HOST: "",
      DAVMU_API_BASE: "",
      DAVMU_API_INNER_BASE: "",
      DAVMU_API_TIMEOUT_MS: "",
      DAVMU_SHOW_VCONSOLE: "",
      DAVMU_PREFIX_OSMAN: "",
      DAVMU_ROOT_REDIRECT_STATUS: "",
    });
    expect(empty).toEqual(getServerConfig({}));
    expect(empty).toMatchObject({
      SHARE_WEB_HOST: "127.0.0.1",
      DAVMU_API_BASE: "http://127.0.0.1:9528",
      DAVMU_API_TIMEOUT_MS: 400,
      DAVMU_SHOW_VCONSOLE: false,
      DAVMU_PREFIX_OSMAN: "/osman",
      DAVMU_ROOT_REDIRECT_STATUS: 302,
    });
  });

  it("reads set values", () => {
    const config = getServerConfig({
      SHARE_WEB_PORT: "3218",
      DAVMU_SHOW_VCONSOLE: "true",
      DAVMU_API_INNER_BASE: "http://10.0.0.2:9528",
      DAVMU_PREFIX_STATS: "/s",
    });
    expect(config).toMatchObject({ SHARE_WEB_PORT: 3218, DAVMU_SHOW_VCONSOLE: true });
    expect(getPublicConfig(config)).toMatchObject({ showVConsole: true, prefixes: { stats: "/s" } });
  });

  it("stops at start naming every bad variable", () => {
    expect(() =>
      getServerConfig({
        SHARE_WEB_PORT: "eighty",
        DAVMU_API_BASE: "not a url",
        DAVMU_SHOW_VCONSOLE: "maybe",
      }),
    ).toThrow(
      /share-web: invalid configuration[\s\S]*SHARE_WEB_PORT[\s\S]*DAVMU_API_BASE[\s\S]*DAVMU_SHOW_VCONSOLE/,
    );
  });
});
