import { createTestApp, seededId, type TestApp } from "@davmu/content-api/testing/test-app.ts";
import { LIVE_STATUS, LiveRoomResponseSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { keepDemoRoomAhead } from "./demo-schedule.ts";
import { DEMO_UPCOMING_ROOM_KEY, DEMO_UPCOMING_ROOM_MINUTES } from "./seed-live-rooms.ts";

let t: TestApp;
let id: number;
beforeAll(async () => {
  t = await createTestApp();
  id = await seededId(t, DEMO_UPCOMING_ROOM_KEY);
});

const now = () => Math.floor(Date.now() / 1000);
const schedule = (start: number, end: number, live_status: number = LIVE_STATUS.notStarted) =>
  t.db
    .updateTable("live_details")
    .set({ start_time: start, end_time: end, live_status })
    .where("content_id", "=", id)
    .execute();
const shownStatus = async () =>
  LiveRoomResponseSchema.parse((await t.call(t.paths.liveRoom(t.ids.encode(id)))).body).data.status;

describe("the demo's room to come", () => {
  it("is to come again at a start after its time has passed, with its countdown's delay", async () => {
    await schedule(now() - 3600, now() - 60);
    expect(await shownStatus()).toBe(LIVE_STATUS.ended);
    expect(await keepDemoRoomAhead(t.db, now(), 6, "start")).toBe(true);
    expect(await shownStatus()).toBe(LIVE_STATUS.notStarted);
    const row = await t.db
      .selectFrom("live_details")
      .selectAll()
      .where("content_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.start_time! - now()).toBeGreaterThanOrEqual(6 * 60 - 2);
    expect(row.end_time! - row.start_time!).toBe(DEMO_UPCOMING_ROOM_MINUTES * 60);
    // Still to come: left as it is.
    expect(await keepDemoRoomAhead(t.db, now(), 6, "start")).toBe(false);
  });

  it("while the service runs, goes live at its time and comes round again only once it has ended", async () => {
    await schedule(now() - 60, now() + 3600);
    expect(await keepDemoRoomAhead(t.db, now(), 6, "tick")).toBe(false);
    expect(await shownStatus()).toBe(LIVE_STATUS.live);
    await schedule(now() - 3600, now() - 1);
    expect(await keepDemoRoomAhead(t.db, now(), 6, "tick")).toBe(true);
    expect(await shownStatus()).toBe(LIVE_STATUS.notStarted);
  });

  it("is left alone when an editor took it off the air", async () => {
    await schedule(now() - 3600, now() - 60, LIVE_STATUS.review);
    expect(await keepDemoRoomAhead(t.db, now(), 6, "start")).toBe(false);
    expect(await shownStatus()).toBe(LIVE_STATUS.review);
  });
});
