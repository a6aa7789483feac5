import { describe, expect, it } from "vitest";
import { readLocaleCookie, rootLocaleTarget } from "./chosen-locale.ts";
import { LOCALE_COOKIE, localeCookie, switchedPath, switchLocale } from "./locale-cookie.ts";
import { LOCALES } from "./locales.ts";

const [zh, en] = LOCALES;

describe("switchedPath", () => {
  it.each([
    ["/", "", en, "/en/"],
    ["/en/", "", zh, "/"],
    ["/en", "", zh, "/"],
    ["/mp/doc/2026/03/AbCdEf12", "?from=a", en, "/en/mp/doc/2026/03/AbCdEf12?from=a"],
    ["/en/mp/doc/2026/03/AbCdEf12", "", zh, "/mp/doc/2026/03/AbCdEf12"],
    ["/en/pc", "?url=x", zh, "/pc?url=x"],
    ["/", "?gid=AbCdEf12", en, "/en/?gid=AbCdEf12"],
  ])("%s%s in %s", (pathname, search, target, expected) => {
    expect(switchedPath(pathname, search, target)).toBe(expected);
  });
});

describe("the locale cookie", () => {
  it("is a year long, for the whole site and nothing else", () => {
    expect(localeCookie("en", false)).toBe(
      `${LOCALE_COOKIE}=en; Path=/davmu/share; Max-Age=31536000; SameSite=Lax`,
    );
    expect(localeCookie("zh", true)).toMatch(/; Secure$/);
  });

  it("is read among other cookies, and an unknown value reads as none", () => {
    expect(readLocaleCookie(`a=1; ${LOCALE_COOKIE}=en; b=2`)?.code).toBe("en");
    expect(readLocaleCookie(`${LOCALE_COOKIE}=zh`)?.code).toBe("zh");
    expect(readLocaleCookie(`${LOCALE_COOKIE}=fr`)).toBeNull();
    expect(readLocaleCookie("")).toBeNull();
    expect(readLocaleCookie(`x${LOCALE_COOKIE}=en`)).toBeNull();
  });
});

describe("rootLocaleTarget", () => {
  it("sends the bare root to the chosen locale's home", () => {
    expect(rootLocaleTarget("/", `${LOCALE_COOKIE}=en`)).toBe("/en/");
  });
  it("leaves the default locale, other paths and visitors without a choice alone", () => {
    expect(rootLocaleTarget("/", `${LOCALE_COOKIE}=zh`)).toBeNull();
    expect(rootLocaleTarget("/", "")).toBeNull();
    expect(rootLocaleTarget("/mp/doc/2026/03/AbCdEf12", `${LOCALE_COOKIE}=en`)).toBeNull();
    expect(rootLocaleTarget("/en/", `${LOCALE_COOKIE}=zh`)).toBeNull();
  });
});

describe("switchLocale", () => {
  it("is skipped when the locale is unchanged, and writes nothing", () => {
    const doc = { cookie: "" };
    expect(switchLocale(zh, zh, { doc, cookieEnabled: true, secure: false })).toBe(false);
    expect(doc.cookie).toBe("");
  });
  it("saves the choice when cookies are enabled", () => {
    const doc = { cookie: "" };
    expect(switchLocale(zh, en, { doc, cookieEnabled: true, secure: false })).toBe(true);
    expect(doc.cookie).toBe(localeCookie("en", false));
  });
  it("still switches, without a cookie, when cookies are off", () => {
    const doc = { cookie: "" };
    expect(switchLocale(en, zh, { doc, cookieEnabled: false, secure: false })).toBe(true);
    expect(doc.cookie).toBe("");
  });
});
