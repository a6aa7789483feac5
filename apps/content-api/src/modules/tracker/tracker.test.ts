import {
  ContentDetailResponseSchema,
  ErrorEnvelopeSchema,
  TrackerLogResponseSchema,
  TrackerSummaryResponseSchema,
} from "@davmu/contract";
import { SignJWT } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../app.ts";
import { createTokenBuckets } from "../../http/rate-limit.ts";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { testDialect } from "../../testing/test-database.ts";
import { signIn } from "../../testing/users.ts";
import { issueAnonymousToken, TOKEN_ISSUER } from "../auth/anonymous-token.ts";

let t: TestApp;
let itemIds: string[];
let draftId: string;
beforeEach(async () => {
  t = await createTestApp();
  const seeded = await seededIds(t);
  itemIds = seeded.channelItems.slice(0, 3).map((id) => t.ids.encode(id));
  draftId = t.ids.encode(seeded.drafts[0]!);
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

const post = (body: unknown, type = "application/json", headers: Record<string, string> = {}, query = "") =>
  t.call(`${t.paths.trackerLog}${query}`, {
    method: "POST",
    headers: { "content-type": type, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

/** A token as the service issues it to a device. */
const tokenFor = (device: string) =>
  issueAnonymousToken(t.config.tokenSecret, device, Math.floor(Date.now() / 1000));

/** A request from a given socket address, as @hono/node-server hands it to the app. */
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

const viewCount = async (id: string) => {
  const { body } = await t.call(t.paths.contentDetail(id));
  return ContentDetailResponseSchema.parse(body).data.view_count;
};

/** Posts one log to `app` from the socket address `socket` with the given X-Forwarded-For header. */
const forwardedBy =
  (app: TestApp, socket = "10.0.0.1") =>
  (forwardedFor: string) =>
    app.app.request(
      app.paths.trackerLog,
      {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
        body: JSON.stringify(log()),
      },
      fromSocket(socket),
    );

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
    const auth = { authorization: await tokenFor("device-00000001") };
    expect((await post(log(), "application/json", auth)).status).toBe(200);
    expect(await viewCount(itemIds[0]!)).toBe(before + 1);
    expect((await post(log(), "application/json", auth)).status).toBe(200);
    expect(await viewCount(itemIds[0]!)).toBe(before + 1);
    // Another device, with a token of its own, is another visitor.
    expect(
      (await post(log(), "application/json", { authorization: await tokenFor("device-00000002") })).status,
    ).toBe(200);
    expect(await viewCount(itemIds[0]!)).toBe(before + 2);
    expect((await events()).filter((r) => r.behavior === "view")).toHaveLength(3);
  });

  it("takes a logged-in user's token as it takes the anonymous one: a visitor of its own", async () => {
    const before = await viewCount(itemIds[0]!);
    const user = { authorization: `Bearer ${(await signIn(t)).token}` };
    expect(
      (await post(log(), "application/json", { authorization: await tokenFor("device-00000003") })).status,
    ).toBe(200);
    for (let n = 0; n < 2; n++) expect((await post(log(), "application/json", user)).status).toBe(200);
    expect(await viewCount(itemIds[0]!)).toBe(before + 2);
  });

  it("ten calls with different user_ids add at most one view: the client cannot choose who it is", async () => {
    const before = await viewCount(itemIds[0]!);
    for (let n = 0; n < 10; n++) {
      expect((await post(log({ user_id: `visitor-${n}` }))).status).toBe(200);
    }
    expect(await viewCount(itemIds[0]!)).toBe(before + 1);
    expect((await events()).filter((r) => r.behavior === "view")).toHaveLength(10);
  });

  it("a forged or expired token counts as none", async () => {
    const before = await viewCount(itemIds[0]!);
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ role: "anonymous" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("anon:forged-1")
      .setIssuer(TOKEN_ISSUER)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode("another-secret-of-at-least-32-characters"));
    const expired = await issueAnonymousToken(t.config.tokenSecret, "device-expired", now - 40 * 24 * 3600);
    for (const authorization of ["", "not-a-token", forged, `Bearer ${forged}`, expired]) {
      expect((await post(log(), "application/json", { authorization })).status).toBe(200);
    }
    expect(await viewCount(itemIds[0]!)).toBe(before + 1);
  });

  it("takes the token from the query when a beacon could not send the header", async () => {
    const before = await viewCount(itemIds[0]!);
    await post(log(), "text/plain");
    await post(JSON.stringify(log()), "text/plain", {}, `?token=${await tokenFor("device-beacon1")}`);
    await post(JSON.stringify(log()), "text/plain", {}, `?token=${await tokenFor("device-beacon2")}`);
    expect(await viewCount(itemIds[0]!)).toBe(before + 3);
  });

  it("counts a visitor once across two processes on one database, even when both are asked at once", async () => {
    const other = await createTestApp({}, { beside: t });
    const before = await viewCount(itemIds[0]!);
    const authorization = await tokenFor("device-two-procs");
    const send = (app: TestApp) =>
      app.app.request(
        app.paths.trackerLog,
        {
          method: "POST",
          headers: { "content-type": "application/json", authorization },
          body: JSON.stringify(log()),
        },
        fromSocket("192.0.2.7"),
      );
    const answers = await Promise.all([t, other, t, other, t, other].map(send));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await send(other)).status).toBe(200);
    expect(await viewCount(itemIds[0]!)).toBe(before + 1);
    expect((await events()).filter((r) => r.behavior === "view")).toHaveLength(7);
  });

  it("counts the same token from another address as another visitor", async () => {
    const before = await viewCount(itemIds[0]!);
    const authorization = await tokenFor("device-00000003");
    const from = (address: string) =>
      t.app.request(
        t.paths.trackerLog,
        {
          method: "POST",
          headers: { "content-type": "application/json", authorization },
          body: JSON.stringify(log()),
        },
        fromSocket(address),
      );
    expect((await from("192.0.2.1")).status).toBe(200);
    expect((await from("192.0.2.1")).status).toBe(200);
    expect((await from("192.0.2.2")).status).toBe(200);
    expect(await viewCount(itemIds[0]!)).toBe(before + 2);
  });

  it("drops ids that do not exist or are not published, storing the rest", async () => {
    const before = await viewCount(itemIds[0]!);
    const ghost = t.ids.encode(99_999);
    const res = await post([
      log({ behavior: "expose", tid: [ghost, itemIds[1], draftId].join("|") }),
      log({ tid: ghost }),
    ]);
    expect(res.status).toBe(200);
    expect(TrackerLogResponseSchema.parse(res.body).data.accepted).toBe(1);
    expect((await events()).map((r) => r.tid)).toEqual([itemIds[1]]);
    expect(await viewCount(itemIds[0]!)).toBe(before);
    const only = await post(Array.from({ length: 20 }, () => log({ behavior: "expose", tid: ghost })));
    expect(TrackerLogResponseSchema.parse(only.body).data.accepted).toBe(0);
    expect(await events()).toHaveLength(1);
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

describe("GET {stats}/tracker/summary", () => {
  it("counts the stored events of one item by behaviour", async () => {
    await post([
      log(),
      log({ behavior: "read", duration: 5, percent: 30 }),
      log({ behavior: "read", duration: 9, percent: 75 }),
      log({ behavior: "expose", tid: itemIds.join("|") }),
      // Two play-throughs started; one was watched to the half, then to the end.
      log({ behavior: "play", percent: 0 }),
      log({ behavior: "play", percent: 0 }),
      log({ behavior: "play", percent: 25 }),
      log({ behavior: "play", percent: 50 }),
      log({ behavior: "play", percent: 75 }),
      log({ behavior: "play", percent: 100 }),
    ]);
    const { status, body } = await t.call(`${t.paths.trackerSummary}?tid=${itemIds[0]}`);
    expect(status).toBe(200);
    expect(TrackerSummaryResponseSchema.parse(body).data).toEqual({
      tid: itemIds[0],
      view: 1,
      read: 2,
      expose: 1,
      play: 6,
      // The deepest read, not how far a video played.
      max_percent: 75,
      play_milestones: { "0": 2, "25": 1, "50": 1, "75": 1, "100": 1 },
    });
    expect((await t.call(`${t.paths.trackerSummary}?tid=%3Cx%3E`)).status).toBe(400);
  });

  it("answers 404 for ids that do not exist or are not published", async () => {
    for (const tid of [t.ids.encode(99_999), draftId, "zzzzzzzzzz"]) {
      const { status, body } = await t.call(`${t.paths.trackerSummary}?tid=${tid}`);
      expect(status, tid).toBe(404);
      expect(ErrorEnvelopeSchema.parse(body).code).toBe(404);
    }
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
