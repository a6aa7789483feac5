import { describe, expect, it } from "vitest";
import { registerAllMessages } from "./all-messages.server.ts";
import { enUS } from "./en-us.ts";
import { LOCALES, localeFromPath, localePath, translator } from "./locales.ts";
import { zhCN } from "./zh-cn.ts";

registerAllMessages();

describe("locales", () => {
  it.each([
    ["/", "zh"],
    ["/mp/doc/2026/01/AbCdEf12", "zh"],
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/mp/doc/2026/01/AbCdEf12", "en"],
    ["/english", "zh"],
  ])("%s is %s", (path, code) => {
    expect(localeFromPath(path).code).toBe(code);
  });

  it("builds localised paths", () => {
    expect(localePath(localeFromPath("/"), "/404")).toBe("/404");
    expect(localePath(localeFromPath("/en"), "/404")).toBe("/en/404");
  });

  it("has the spec's error texts in English and a Chinese rendering", () => {
    const en = translator(localeFromPath("/en"));
    expect(en("error.notFound.title")).toBe("This page could not be found");
    expect(en("error.notFound.link")).toBe("Back to the home page");
    expect(en("error.whileShowing")).toBe("An error occurred while showing the error page");
    expect(en("error.whileShowing.link")).toBe("Go back to home");
    const zh = translator(localeFromPath("/"));
    expect(zh("error.notFound.link")).toBe("返回首页");
    expect(zh("site.defaultTitle")).toBe("客户端分享");
  });

  it("fills in variables", () => {
    expect(translator(localeFromPath("/"))("article.views", { n: "1.2万" })).toBe("阅读 1.2万");
  });

  it("has the locale entries of spec §3: code, iso, domain, file and dir", () => {
    for (const locale of LOCALES) {
      expect(Object.keys(locale)).toEqual(expect.arrayContaining(["code", "iso", "domain", "file", "dir"]));
      expect(["ltr", "rtl"]).toContain(locale.dir);
    }
    expect(LOCALES.map((l) => [l.code, l.iso, l.file])).toEqual([
      ["zh", "zh-CN", "zh-cn.ts"],
      ["en", "en-US", "en-us.ts"],
    ]);
  });

  it("gives every Chinese text an English one", () => {
    expect(Object.keys(enUS).sort()).toEqual(Object.keys(zhCN).sort());
  });
});
