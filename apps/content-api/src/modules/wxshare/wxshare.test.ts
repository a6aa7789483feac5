import {
  StaticDataResponseSchema,
  WxShareConfigResponseSchema,
  WxShareSettingsResponseSchema,
  WxSignatureFailureSchema,
  WxSignatureResponseSchema,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../testing/test-app.ts";
import { jsapiSignature } from "./jsapi-signature.ts";

const TICKET = "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg";
const WECHAT = {
  WECHAT_APPID: "wx0123456789abcdef",
  WECHAT_JSAPI_TICKET: TICKET,
  DAVMU_WAP_HOST: "https://share.davmu.test",
  WECHAT_SIGN_HOSTS: "m.davmu.test",
};

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([createTestApp(WECHAT), createTestApp()]);
});

const sign = (app: TestApp, url?: string) =>
  app.call(`${app.paths.wxSignature}${url === undefined ? "" : `?url=${encodeURIComponent(url)}`}`);

describe("GET the WeChat signature", () => {
  it("signs a page of the site with the configured ticket, as WeChat computes it", async () => {
    const page = "https://share.davmu.test/davmu/share/news/doc/2026/03/AbCdEf12?from=singlemessage";
    const { res, status, body } = await sign(t, `${page}#comments`);
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { state, data } = WxSignatureResponseSchema.parse(body);
    expect(state).toBe(true);
    expect(data.appId).toBe(WECHAT.WECHAT_APPID);
    expect(Math.abs(data.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(data.signature).toBe(
      jsapiSignature({ ticket: TICKET, nonceStr: data.nonceStr, timestamp: data.timestamp, url: page }),
    );
  });

  it("signs the extra configured hosts too", async () => {
    const { status } = await sign(t, "https://m.davmu.test/davmu/share/");
    expect(status).toBe(200);
  });

  it.each([
    ["no url", undefined, /url is required/],
    ["an empty url", "", /url is required/],
    ["a foreign host", "https://evil.test/davmu/share/", /not a host of this site/],
    ["a relative url", "/davmu/share/", /absolute/],
  ])("refuses %s with a 400 and state false", async (_, url, message) => {
    const { status, body } = await sign(t, url);
    expect(status).toBe(400);
    const failure = WxSignatureFailureSchema.parse(body);
    expect(failure).toMatchObject({ code: 400, state: false, data: null });
    expect(failure.msg).toMatch(message);
  });

  it("answers state false with a 503 when no ticket is configured", async () => {
    const { status, body } = await sign(off, "http://127.0.0.1:3000/davmu/share/");
    expect(status).toBe(503);
    expect(WxSignatureFailureSchema.parse(body).msg).toMatch(/not configured/);
  });
});

describe("the share configuration calls", () => {
  it("GET /peony/v1/system/wxshare tells the browser whether WeChat sharing is on", async () => {
    const on = WxShareSettingsResponseSchema.parse((await t.call(t.paths.wxShareSettings)).body).data;
    expect(on).toMatchObject({ enabled: true, app_id: WECHAT.WECHAT_APPID });
    expect(on.js_api_list).toEqual(
      expect.arrayContaining(["updateAppMessageShareData", "updateTimelineShareData"]),
    );
    expect(on.open_tag_list).toEqual(["wx-open-launch-app", "wx-open-launch-weapp"]);
    const disabled = WxShareSettingsResponseSchema.parse(
      (await off.call(off.paths.wxShareSettings)).body,
    ).data;
    expect(disabled).toMatchObject({ enabled: false, app_id: "" });
  });

  it("GET {peony-inner}/inner/wxshare/config gives the signing setup and the default card", async () => {
    const { status, body } = await t.call(t.paths.wxShareConfig);
    expect(status).toBe(200);
    const { data } = WxShareConfigResponseSchema.parse(body);
    expect(data.sign_hosts).toEqual(["share.davmu.test", "m.davmu.test"]);
    expect(data.ticket_source).toBe("config");
    expect(data.default_share.img_url.startsWith(`${TEST_PUBLIC_URL}/media/`)).toBe(true);
    expect(JSON.stringify(body)).not.toContain(TICKET);
  });

  it("GET {peony-inner}/inner/static/data gives the site's static data with absolute images", async () => {
    const { status, body } = await t.call(t.paths.staticData);
    expect(status).toBe(200);
    const { data } = StaticDataResponseSchema.parse(body);
    expect(data.site_name.length).toBeGreaterThan(0);
    expect(data.site_logo.startsWith(`${TEST_PUBLIC_URL}/media/`)).toBe(true);
    expect(data.share.title).toBe(data.site_name);
  });
});
