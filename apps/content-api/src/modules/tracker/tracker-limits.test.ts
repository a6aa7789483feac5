/**
 * What the tracker refuses and how it limits: bad bodies, other content types and sizes, a client's
 * rate by its address (behind trusted proxies or not), and the token buckets the limits use.
 */
import { ErrorEnvelopeSchema } from "@davmu/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../app.ts";
import { createTokenBuckets } from "../../http/rate-limit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { testDialect } from "../../testing/test-database.ts";
import { trackerTest } from "./tracker-testing.ts";

const { test, log, post, forwardedBy, events } = trackerTest();
let itemIds: string[];
beforeEach(() => {
  ({ itemIds } = test);
});

describe("POST {stats}/tracker/log", () => {
  it("refuses bad bodies with a 400 naming the problem, and stores nothing", async () => {
    const cases: [unknown, RegExp][] = [
      ["{not json", /must be JSON/],
      [log({ version: "2" }), /version/],
      [log({ terminal: "app" }), /terminal/],
      [log({ behavior: "click" }), /behavior/],
      [log({ behavior: "read" }), /duration and percent/],
      [log({ behavior: "read", duration: 3, percent: 140 }), /percent/],
      [log({ behavior: "play" }), /a play log carries a percent of 0, 25, 50, 75, 100/],
      [log({ behavior: "play", percent: 33 }), /a play log carries a percent/],
      [log({ tid: "" }), /tid/],
      [log({ tid: "abc|<script>" }), /tid/],
      [log({ tid: "zzzzzzzzzz" }), /not a content id/],
      [log({ user_id: undefined }), /user_id/],
      [[], /empty batch/],
      [Array.from({ length: 21 }, () => log()), /at most 20 logs/],
      [log({ tid: Array.from({ length: 21 }, () => itemIds[0]).join("|") }), /at most 20 content ids/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(ErrorEnvelopeSchema.parse(res.body).msg).toMatch(message);
    }
    expect(await events()).toHaveLength(0);
  });

  it("refuses other content types with a 415", async () => {
    const res = await post(JSON.stringify(log()), "application/x-www-form-urlencoded");
    expect(res.status).toBe(415);
  });

  it("refuses a body over the size limit with a 413", async () => {
    const big = Array.from({ length: 50 }, () => log({ device_os: "x".repeat(64), user_id: "u".repeat(64) }));
    const text = JSON.stringify(big).padEnd(MAX_BODY_BYTES + 1, " ");
    const res = await post(text);
    expect(res.status).toBe(413);
    expect(await events()).toHaveLength(0);
  });

  it("answers 429 with a message once a client has used up its bucket", async () => {
    const small = await createTestApp({ CONTENT_API_TRACKER_RATE: "3" });
    const send = () =>
      small.app.request(small.paths.trackerLog, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(log()),
      });
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(ErrorEnvelopeSchema.parse(await limited.json()).msg).toMatch(/too many requests/);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });

  it("behind a trusted proxy, counts each forwarded client on its own and ignores what clients write", async () => {
    const send = forwardedBy(
      await createTestApp({ CONTENT_API_TRACKER_RATE: "2", CONTENT_API_TRUSTED_PROXIES: "10.0.0.0/8, ::1" }),
    );
    for (let i = 0; i < 2; i++) expect((await send("203.0.113.1")).status).toBe(200);
    expect((await send("203.0.113.1")).status).toBe(429);
    // Another visitor behind the same proxy still gets through.
    expect((await send("203.0.113.2")).status).toBe(200);
    // A client cannot get a fresh bucket by writing its own X-Forwarded-For entry: the proxy
    // appends the real address last, and that is the one counted.
    expect((await send("198.51.100.9, 203.0.113.1")).status).toBe(429);
    // Through two trusted proxies, the first address that is not one of them is the client.
    expect((await send("198.51.100.9, 203.0.113.1, 10.0.0.7")).status).toBe(429);
  });

  it("from an address that is not a trusted proxy, a forged X-Forwarded-For does not escape the limit", async () => {
    const app = await createTestApp({
      CONTENT_API_TRACKER_RATE: "2",
      CONTENT_API_TRUSTED_PROXIES: "10.0.0.1",
    });
    const send = forwardedBy(app, "192.0.2.50");
    expect((await send("192.0.2.1")).status).toBe(200);
    expect((await send("192.0.2.2")).status).toBe(200);
    expect((await send("192.0.2.3")).status).toBe(429);
  });

  it("without trusted proxies, a forged X-Forwarded-For does not escape the limit", async () => {
    const send = forwardedBy(await createTestApp({ CONTENT_API_TRACKER_RATE: "2" }));
    expect((await send("192.0.2.1")).status).toBe(200);
    expect((await send("192.0.2.2")).status).toBe(200);
    expect((await send("192.0.2.3")).status).toBe(429);
  });

  it("two processes on one PostgreSQL database share a client's limit (on SQLite, one process, it is counted in memory)", async () => {
    const first = await createTestApp({ CONTENT_API_TRACKER_RATE: "2" });
    const second = await createTestApp({ CONTENT_API_TRACKER_RATE: "2" }, { beside: first });
    const send = (app: TestApp) => forwardedBy(app)("203.0.113.9");
    const statuses = [];
    for (const app of [first, second, first, second]) statuses.push((await send(app)).status);
    expect(statuses).toEqual(testDialect() === "postgres" ? [200, 200, 429, 429] : [200, 200, 200, 200]);
  });

  it("refuses to start with a trusted proxy that is not an address or a range", async () => {
    await expect(createTestApp({ CONTENT_API_TRUSTED_PROXIES: "10.0.0.0/40" })).rejects.toThrow(
      /CONTENT_API_TRUSTED_PROXIES/,
    );
    await expect(createTestApp({ CONTENT_API_TRUSTED_PROXIES: "proxy.local" })).rejects.toThrow(
      /CONTENT_API_TRUSTED_PROXIES/,
    );
  });
});

describe("token buckets", () => {
  it("refill over time, per key", () => {
    let now = 0;
    const buckets = createTokenBuckets(60, () => now);
    for (let i = 0; i < 60; i++) expect(buckets.take("a")).toBe(true);
    expect(buckets.take("a")).toBe(false);
    expect(buckets.take("b")).toBe(true);
    now += 1000;
    expect(buckets.take("a")).toBe(true);
    expect(buckets.take("a")).toBe(false);
  });
});
