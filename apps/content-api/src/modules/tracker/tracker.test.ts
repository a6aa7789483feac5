import {
  ContentDetailResponseSchema,
  ErrorEnvelopeSchema,
  TrackerLogResponseSchema,
  TrackerSummaryResponseSchema,
} from "@davmu/contract";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../app.ts";
import { createTokenBuckets } from "../../http/rate-limit.ts";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let itemIds: string[];
beforeEach(async () => {
  t = await createTestApp();
  itemIds = (await seededIds(t)).channelItems.slice(0, 3).map((id) => t.ids.encode(id));
});

const log = (over: Record<string, unknown> = {}) => ({
  timestamp: 1_790_000_000_000,
  version: "1",
  terminal: "wap",
  tid: itemIds[0],
  behavior: "view",
  device_type: "Android",
  device_os: "Android 14",
  user_id: "visitor-1",
  ...over,
});

const post = (body: unknown, type = "application/json") =>
  t.call(t.paths.trackerLog, {
    method: "POST",
    headers: { "content-type": type },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const viewCount = async (id: string) => {
  const { body } = await t.call(t.paths.contentDetail(id));
  return ContentDetailResponseSchema.parse(body).data.view_count;
};

/** Posts one log to `app` with the given X-Forwarded-For header. */
const forwardedBy = (app: TestApp) => (forwardedFor: string) =>
  app.app.request(app.paths.trackerLog, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify(log()),
  });

const events = () => t.db.selectFrom("tracker_events").selectAll().orderBy("id").execute();

describe("POST {stats}/tracker/log", () => {
  it("stores one event per tid of each log in a batch", async () => {
    const res = await post([
      log({ behavior: "expose", tid: itemIds.join("|") }),
      log({ behavior: "read", duration: 42, percent: 87.5 }),
    ]);
    expect(res.status).toBe(200);
    expect(TrackerLogResponseSchema.parse(res.body).data.accepted).toBe(4);
    const rows = await events();
    expect(rows.map((r) => [r.behavior, r.tid])).toEqual([
      ["expose", itemIds[0]],
      ["expose", itemIds[1]],
      ["expose", itemIds[2]],
      ["read", itemIds[0]],
    ]);
    expect(rows[3]).toMatchObject({
      duration: 42,
      percent: 87.5,
      terminal: "wap",
      version: "1",
      device_type: "Android",
      device_os: "Android 14",
      device_user_id: "visitor-1",
      client_time: 1_790_000_000,
    });
  });

  it("a view raises the item's view count once per visitor within the window", async () => {
    const before = await viewCount(itemIds[0]!);
    expect((await post(log())).status).toBe(200);
    expect(await viewCount(itemIds[0]!)).toBe(before + 1);
    expect((await post(log())).status).toBe(200);
    expect(await viewCount(itemIds[0]!)).toBe(before + 1);
    expect((await post(log({ user_id: "visitor-2" }))).status).toBe(200);
    expect(await viewCount(itemIds[0]!)).toBe(before + 2);
    expect((await events()).filter((r) => r.behavior === "view")).toHaveLength(3);
  });

  it("accepts a text/plain JSON body, as navigator.sendBeacon sends it", async () => {
    const res = await post(JSON.stringify(log({ behavior: "expose" })), "text/plain;charset=UTF-8");
    expect(res.status).toBe(200);
    expect(await events()).toHaveLength(1);
  });

  it("refuses bad bodies with a 400 naming the problem, and stores nothing", async () => {
    const cases: [unknown, RegExp][] = [
      ["{not json", /must be JSON/],
      [log({ version: "2" }), /version/],
      [log({ terminal: "app" }), /terminal/],
      [log({ behavior: "click" }), /behavior/],
      [log({ behavior: "read" }), /duration and percent/],
      [log({ behavior: "read", duration: 3, percent: 140 }), /percent/],
      [log({ tid: "" }), /tid/],
      [log({ tid: "abc|<script>" }), /tid/],
      [log({ tid: "zzzzzzzzzz" }), /not a content id/],
      [log({ user_id: undefined }), /user_id/],
      [[], /empty batch/],
      [Array.from({ length: 51 }, () => log()), /at most 50/],
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
      await createTestApp({ CONTENT_API_TRACKER_RATE: "2", CONTENT_API_TRUST_PROXY_HOPS: "1" }),
    );
    for (let i = 0; i < 2; i++) expect((await send("203.0.113.1")).status).toBe(200);
    expect((await send("203.0.113.1")).status).toBe(429);
    // Another visitor behind the same proxy still gets through.
    expect((await send("203.0.113.2")).status).toBe(200);
    // A client cannot get a fresh bucket by writing its own X-Forwarded-For entry: the proxy
    // appends the real address last, and that is the one counted.
    expect((await send("198.51.100.9, 203.0.113.1")).status).toBe(429);
  });

  it("without trusted proxies, a forged X-Forwarded-For does not escape the limit", async () => {
    const send = forwardedBy(await createTestApp({ CONTENT_API_TRACKER_RATE: "2" }));
    expect((await send("192.0.2.1")).status).toBe(200);
    expect((await send("192.0.2.2")).status).toBe(200);
    expect((await send("192.0.2.3")).status).toBe(429);
  });
});

describe("GET {stats}/tracker/summary", () => {
  it("counts the stored events of one item by behaviour", async () => {
    await post([
      log(),
      log({ behavior: "read", duration: 5, percent: 30 }),
      log({ behavior: "read", duration: 9, percent: 75 }),
      log({ behavior: "expose", tid: itemIds.join("|") }),
    ]);
    const { status, body } = await t.call(`${t.paths.trackerSummary}?tid=${itemIds[0]}`);
    expect(status).toBe(200);
    expect(TrackerSummaryResponseSchema.parse(body).data).toEqual({
      tid: itemIds[0],
      view: 1,
      read: 2,
      expose: 1,
      max_percent: 75,
    });
    expect((await t.call(`${t.paths.trackerSummary}?tid=%3Cx%3E`)).status).toBe(400);
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
