// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { mountOpenLaunchApp, mountOpenLaunchWeapp } from "./wechat-open-tag.ts";

describe("WeChat's open tags", () => {
  it("inserts wx-open-launch-app with its appid, extinfo, pixel size and template", () => {
    const host = document.createElement("span");
    const onError = vi.fn();
    const remove = mountOpenLaunchApp(host, {
      appid: "wxopen1",
      extinfo: "davmu://content?type=doc&id=AbCdEf12",
      width: 96,
      height: 36,
      label: 'Open "app"',
      onError,
    });
    const tag = host.querySelector("wx-open-launch-app") as HTMLElement;
    expect(tag.getAttribute("appid")).toBe("wxopen1");
    expect(tag.getAttribute("extinfo")).toBe("davmu://content?type=doc&id=AbCdEf12");
    expect(tag.style.width).toBe("96px");
    expect(tag.style.height).toBe("36px");
    const template = tag.querySelector('script[type="text/wxtag-template"]');
    expect(template?.textContent).toContain("width:96px;height:36px");
    expect(template?.textContent).toContain('aria-label="Open &#34;app&#34;"');
    tag.dispatchEvent(new CustomEvent("error", { detail: { errMsg: "launch:fail" } }));
    expect(onError).toHaveBeenCalledWith({ errMsg: "launch:fail" });
    remove();
    expect(host.childElementCount).toBe(0);
  });

  it("inserts wx-open-launch-weapp with the mini program's username and path", () => {
    const host = document.createElement("span");
    mountOpenLaunchWeapp(host, {
      username: "gh_0123456789ab",
      path: "pages/index?id=1",
      width: 120,
      height: 40,
      label: "open",
      onError: () => {},
    });
    const tag = host.querySelector("wx-open-launch-weapp");
    expect(tag?.getAttribute("username")).toBe("gh_0123456789ab");
    expect(tag?.getAttribute("path")).toBe("pages/index?id=1");
  });
});
