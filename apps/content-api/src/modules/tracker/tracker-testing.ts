/**
 * What the tracker tests share: a fresh app before each test, with three published items and a
 * draft, a log as the site sends it, and the calls and reads the tests make.
 */
import { ContentDetailResponseSchema } from "@davmu/contract";
import { beforeEach } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { issueAnonymousToken } from "../auth/anonymous-token.ts";

export type TrackerTest = { t: TestApp; itemIds: string[]; draftId: string };

/**
 * A test file's set-up: a fresh app before each test (a beforeEach registered here, so before the
 * file's own), and the calls and reads its tests make on it.
 */
export function trackerTest() {
  const test = {} as TrackerTest;
  beforeEach(async () => {
    const t = await createTestApp();
    const seeded = await seededIds(t);
    Object.assign(test, {
      t,
      itemIds: seeded.channelItems.slice(0, 3).map((id) => t.ids.encode(id)),
      draftId: t.ids.encode(seeded.drafts[0]!),
    });
  });

  const log = (over: Record<string, unknown> = {}) => ({
    timestamp: 1_790_000_000_000,
    version: "1",
    terminal: "wap",
    tid: test.itemIds[0],
    behavior: "view",
    device_type: "Android",
    device_os: "Android 14",
    user_id: "visitor-1",
    ...over,
  });

  const post = (body: unknown, type = "application/json", headers: Record<string, string> = {}, query = "") =>
    test.t.call(`${test.t.paths.trackerLog}${query}`, {
      method: "POST",
      headers: { "content-type": type, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });

  /** A token as the service issues it to a device. */
  const tokenFor = (device: string) =>
    issueAnonymousToken(test.t.config.tokenSecret, device, Math.floor(Date.now() / 1000));

  /** A request from a given socket address, as @hono/node-server hands it to the app. */
  const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

  const viewCount = async (id: string) => {
    const { body } = await test.t.call(test.t.paths.contentDetail(id));
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

  const events = () => test.t.db.selectFrom("tracker_events").selectAll().orderBy("id").execute();

  return { test, log, post, tokenFor, fromSocket, viewCount, forwardedBy, events };
}
