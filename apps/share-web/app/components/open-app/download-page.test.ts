import { describe, expect, it } from "vitest";
import { downloadPage } from "./download-page.ts";

const config = {
  scheme: "davmu://",
  universalLinkHost: "",
  downloadUrl: "",
  androidPackage: "",
  wechatOpenAppId: "",
};

describe("downloadPage", () => {
  it("is the site's own app page, in the visitor's locale, when no download page is configured", () => {
    expect(downloadPage(config, "https://m.davmu.cn", "/en/app")).toEqual({
      url: "https://m.davmu.cn/davmu/share/en/app",
      internal: "/en/app",
    });
  });
  it("is the configured page when there is one", () => {
    const configured = { ...config, downloadUrl: "https://davmu.cn/download" };
    expect(downloadPage(configured, "https://m.davmu.cn", "/app")).toEqual({
      url: "https://davmu.cn/download",
      internal: null,
    });
  });
});
