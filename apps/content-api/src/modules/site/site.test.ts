import {
  AppInfoResponseSchema,
  ErrorEnvelopeSchema,
  GroupListResponseSchema,
  H5ConfigResponseSchema,
  parseAppInfo,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe("GET app info and h5 config", () => {
  it("returns app_info as a JSON string with the theme colour", async () => {
    const { status, body } = await t.call(`${t.paths.appInfo}?appid=1`);
    expect(status).toBe(200);
    const info = parseAppInfo(AppInfoResponseSchema.parse(body).data.app_info);
    expect(info).toMatchObject({ app_name: "大目新闻", primaryColor: "#FF4A26" });
    expect(info!.logo.startsWith(`${TEST_PUBLIC_URL}/media/`)).toBe(true);
  });

  it("defaults appid to 1", async () => {
    expect((await t.call(t.paths.appInfo)).status).toBe(200);
  });

  it("returns the site config", async () => {
    const { body } = await t.call(`${t.paths.h5Config}?appid=1`);
    const { data } = H5ConfigResponseSchema.parse(body);
    expect(data.site_name).toBe("大目新闻");
    expect(data.descriptions).toContain("要闻");
    expect(data.keywords).toContain("大目新闻");
    expect(data.site_logo.startsWith(`${TEST_PUBLIC_URL}/media/`)).toBe(true);
  });

  it("carries the footer's copyright and ICP number, and a share picture large enough for a big card", async () => {
    const { data } = H5ConfigResponseSchema.parse((await t.call(t.paths.h5Config)).body);
    expect(data.copyright).toBe("© 2026 大目新闻 版权所有");
    expect(data.icp).toMatch(/^[\u4e00-\u9fa5]ICP备\d+号(-\d+)?$/);
    expect(data.share_image).toMatchObject({ width: 1200, height: 630 });
    expect(data.share_image!.url.startsWith(`${TEST_PUBLIC_URL}/media/`)).toBe(true);
    const res = await t.app.request(data.share_image!.url.slice(TEST_PUBLIC_URL.length));
    expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/jpeg"]);
  });

  it.each(["appInfo", "h5Config"] as const)("%s: unknown appid is a 404, a bad one a 400", async (name) => {
    expect((await t.call(`${t.paths[name]}?appid=7`)).status).toBe(404);
    for (const bad of ["x", "0", "-1", "1.5"]) {
      const { status, body } = await t.call(`${t.paths[name]}?appid=${bad}`);
      expect(status).toBe(400);
      expect(ErrorEnvelopeSchema.parse(body).msg).toContain("appid");
    }
  });
});

describe("GET groups", () => {
  it("lists the channels by sort with encoded ids", async () => {
    const { status, body } = await t.call(t.paths.groups);
    expect(status).toBe(200);
    const { list } = GroupListResponseSchema.parse(body).data;
    expect(list.map((g) => g.name)).toEqual([
      ...["要闻", "科技", "财经", "文化", "生活", "法治", "体育"],
      ...["圈子", "问答", "知识", "活动"],
    ]);
    expect(list.map((g) => g.sort)).toEqual([...list.map((g) => g.sort)].sort((a, b) => a - b));
    for (const g of list) expect(t.ids.decode(g.id)).toBeGreaterThan(0);
  });
});
