import { createLifecycle, metricValue } from "@davmu/ops";
import { describe, expect, it } from "vitest";
import { issueAnonymousToken } from "../modules/auth/anonymous-token.ts";
import { readStream } from "../testing/event-stream.ts";
import { createTestApp, seededId } from "../testing/test-app.ts";

const PHONE = "13800138000";

describe("what an operator sees of each request", () => {
  it("one log line a request: its id as the site sent it, route, status, duration and address; no phone or code", async () => {
    const t = await createTestApp({
      CONTENT_API_SMS_TEST_PHONES: PHONE,
      CONTENT_API_SMS_TEST_CODE: "246810",
    });
    const vcode = `${t.paths.vcode}?phone=${PHONE}&purpose=login`;
    expect((await t.call(vcode, { headers: { "X-Request-Id": "page-4f2a9c" } })).status).toBe(200);
    expect(
      (
        await t.call(t.paths.login, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ phone: PHONE, code: "246810", device_id: "device-log-1" }),
        })
      ).status,
    ).toBe(200);
    const [asked, login] = t.logged.filter((line) => line.msg === "request");
    expect(asked).toMatchObject({
      reqId: "page-4f2a9c",
      method: "GET",
      route: t.paths.vcode,
      status: 200,
      url: `${t.paths.vcode}?phone=***&purpose=login`,
    });
    expect(typeof asked?.ms).toBe("number");
    expect(asked?.ip).toBeTypeOf("string");
    // A request that came without an id (or with one that is not an id) gets one of its own.
    expect(login?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    const everything = JSON.stringify(t.logged);
    expect(everything).not.toContain(PHONE);
    expect(everything).not.toContain("246810");
    // The login's token went to the client, never to the log.
    expect(everything).not.toMatch(/eyJ[\w-]+\./);
  });

  it("counts requests by route and status, login codes and logins by outcome", async () => {
    const t = await createTestApp({
      CONTENT_API_SMS_TEST_PHONES: PHONE,
      CONTENT_API_SMS_TEST_CODE: "246810",
    });
    const route = { route: t.paths.groups, status: "200" };
    const before = {
      groups: await metricValue("http_requests_total", route),
      test: await metricValue("content_api_sms_total", { outcome: "test" }),
      bad: await metricValue("content_api_logins_total", { call: "login", outcome: "bad_code" }),
    };
    await t.call(t.paths.groups);
    await t.call(t.paths.groups);
    await t.call(`${t.paths.vcode}?phone=${PHONE}&purpose=login`);
    await t.call(t.paths.login, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ phone: PHONE, code: "000000", device_id: "device-log-1" }),
    });
    expect(await metricValue("http_requests_total", route)).toBe(before.groups + 2);
    expect(await metricValue("content_api_sms_total", { outcome: "test" })).toBe(before.test + 1);
    expect(await metricValue("content_api_logins_total", { call: "login", outcome: "bad_code" })).toBe(
      before.bad + 1,
    );
  });

  it("a stopping process is not ready, and tells its event streams to reconnect elsewhere", async () => {
    const lifecycle = createLifecycle();
    const t = await createTestApp({}, { lifecycle });
    expect((await t.app.request("/readyz")).status).toBe(503);
    lifecycle.started();
    expect((await t.app.request("/readyz")).status).toBe(200);
    const room = t.ids.encode(await seededId(t, "seed:live:marathon"));
    const token = await issueAnonymousToken(
      t.config.tokenSecret,
      "device-drain",
      Math.floor(Date.now() / 1000),
    );
    const open = await metricValue("content_api_event_streams_open");
    const res = await t.app.request(`/peony/v3/live/stream/${room}?token=${encodeURIComponent(token)}`);
    expect(res.status).toBe(200);
    const reading = readStream(res, (text) => text.includes("retry:"));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await metricValue("content_api_event_streams_open")).toBe(open + 1);
    lifecycle.drain();
    expect(await reading).toMatch(/^retry: \d+$/m);
    expect((await t.app.request("/readyz")).status).toBe(503);
    expect(await (await t.app.request("/readyz")).json()).toEqual({ ok: false, reason: "stopping" });
    expect((await t.app.request("/livez")).status).toBe(200);
    await expect.poll(() => metricValue("content_api_event_streams_open")).toBe(open);
  });
});
