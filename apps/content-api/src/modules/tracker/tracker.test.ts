/**
 * The tracker's logs as it stores them: one event per item, views counted once per visitor (by the
 * token, not what the client writes), ids it drops, a beacon's body, and the summary of an item.
 */
import { ErrorEnvelopeSchema, TrackerLogResponseSchema, TrackerSummaryResponseSchema } from "@davmu/contract";
import { SignJWT } from "jose";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { signIn } from "../../testing/users.ts";
import { issueAnonymousToken, TOKEN_ISSUER } from "../auth/anonymous-token.ts";
import { trackerTest } from "./tracker-testing.ts";

const { test, log, post, tokenFor, fromSocket, viewCount, events } = trackerTest();
let t: TestApp;
let itemIds: string[];
let draftId: string;
beforeEach(() => {
  ({ t, itemIds, draftId } = test);
});

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

  it("keeps where each log came from: the site's pages, or its player framed in another site", async () => {
    const res = await post([
      log({ behavior: "play", percent: 0, terminal: "embed" }),
      log({ behavior: "view" }),
    ]);
    expect(res.status).toBe(200);
    expect((await events()).map((r) => [r.behavior, r.terminal])).toEqual([
      ["play", "embed"],
      ["view", "wap"],
    ]);
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
