import {
  ContentPageResponseSchema,
  LIVE_STATUS,
  LiveDetailResponseSchema,
  LiveRoomResponseSchema,
} from "@davmu/contract";
import { LIVE_ROOMS } from "@davmu/demo-content/seed-live-rooms.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let clock = 0;
let rooms: { id: number; layout: string; start: number; end: number | null; key: string }[];

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const rows = await t.db
    .selectFrom("contents as c")
    .innerJoin("live_details as d", "d.content_id", "c.id")
    .select(["c.id", "c.source_key", "d.layout", "d.start_time", "d.end_time"])
    .execute();
  rooms = rows.map((r) => ({
    id: r.id,
    layout: r.layout,
    start: r.start_time!,
    end: r.end_time,
    key: r.source_key!,
  }));
});

const info = async (id: number) => {
  const { status, body } = await t.call(t.paths.liveInfo(t.ids.encode(id)));
  expect(status).toBe(200);
  return LiveDetailResponseSchema.parse(body).data;
};
const roomState = async (id: number) => {
  const { status, body } = await t.call(t.paths.liveRoom(t.ids.encode(id)));
  expect(status).toBe(200);
  return LiveRoomResponseSchema.parse(body).data;
};
const byKey = (key: string) => rooms.find((r) => r.key === key)!;

describe("live rooms", () => {
  it("seeds every demo room with its layout", () => {
    expect(rooms.map((r) => r.key).sort()).toEqual(LIVE_ROOMS.map((r) => r.key).sort());
    expect(new Set(rooms.map((r) => r.layout))).toEqual(new Set(["image", "landscape", "portrait"]));
  });

  it("says on its card in a list where it stands, by the same clock as its page", async () => {
    const room = byKey("seed:live:night-market");
    const card = async () => {
      const { status, body } = await t.call(`${t.paths.contentList}?type=live&pagesize=50`);
      expect(status).toBe(200);
      const list = ContentPageResponseSchema.parse(body).data.list;
      for (const c of list) expect(c.live, c.title).toBeDefined();
      return list.find((c) => c.id === t.ids.encode(room.id))!;
    };
    clock = room.start - 1;
    expect((await card()).live).toEqual({ status: LIVE_STATUS.notStarted, start_time: room.start });
    clock = room.start;
    expect((await card()).live?.status).toBe(LIVE_STATUS.live);
    clock = room.end!;
    expect((await card()).live?.status).toBe(LIVE_STATUS.ended);
    // Nothing else carries it.
    const { body } = await t.call(`${t.paths.contentList}?type=doc&pagesize=5`);
    expect(ContentPageResponseSchema.parse(body).data.list.every((c) => c.live === undefined)).toBe(true);
  });

  it("takes its status from the clock: upcoming, live at the start time, ended at the end", async () => {
    const room = byKey("seed:live:night-market");
    clock = room.start - 1;
    const before = await info(room.id);
    expect(before.status).toBe(LIVE_STATUS.notStarted);
    expect(before.countdown_switch).toBe(true);
    expect(before.reservation_label).toBe("预约直播");
    expect(before.online_count).toBe(0);
    expect(before.server_time).toBe(clock);
    clock = room.start;
    expect((await roomState(room.id)).status).toBe(LIVE_STATUS.live);
    clock = room.end!;
    const after = await info(room.id);
    expect(after.status).toBe(LIVE_STATUS.ended);
    expect(after.stream_url).toBeNull();
  });

  it("keeps a room under review whatever the clock says", async () => {
    const room = byKey("seed:live:marathon");
    clock = room.start + 60;
    expect((await roomState(room.id)).status).toBe(LIVE_STATUS.live);
    await t.db
      .updateTable("live_details")
      .set({ live_status: 3 })
      .where("content_id", "=", room.id)
      .execute();
    try {
      expect((await roomState(room.id)).status).toBe(LIVE_STATUS.review);
    } finally {
      await t.db
        .updateTable("live_details")
        .set({ live_status: 0 })
        .where("content_id", "=", room.id)
        .execute();
    }
  });

  it("shows a live blog's posts only once their time has come, newest first", async () => {
    const room = byKey("seed:live:flood-season");
    clock = room.start + 31 * 60;
    const early = await roomState(room.id);
    // One post every 15 minutes from the start: three by 31 minutes in.
    expect(early.posts).toHaveLength(3);
    expect(early.posts.map((p) => p.time)).toEqual([room.start + 1800, room.start + 900, room.start]);
    clock = room.start + 46 * 60;
    const later = await roomState(room.id);
    expect(later.posts).toHaveLength(4);
    expect(later.posts[0]!.time).toBe(room.start + 2700);
    expect(later.posts.some((p) => p.image !== null)).toBe(true);
  });

  it("gives an ended room its replay and columns, and the live room a stream", async () => {
    clock = Math.floor(Date.now() / 1000);
    const ended = await info(byKey("seed:live:opera").id);
    expect(ended.columns.map((c) => c.type)).toEqual(["playlist", "intro"]);
    expect(ended.disclaimer_enable).toBe(true);
    const marathon = await info(byKey("seed:live:marathon").id);
    expect(marathon.content.type).toBe("live");
    expect(marathon.columns.find((c) => c.type === "chat")?.enable_chat).toBe(true);
  });

  it("answers 404 for an id that is no room, does not decode or does not exist", async () => {
    const doc = await t.db
      .selectFrom("contents")
      .select("id")
      .where("type", "=", "doc")
      .executeTakeFirstOrThrow();
    for (const id of [t.ids.encode(doc.id), t.ids.encode(999_999), "zzzzzzzz"]) {
      expect((await t.call(t.paths.liveInfo(id))).status, id).toBe(404);
      expect((await t.call(t.paths.liveRoom(id))).status, id).toBe(404);
    }
  });
});
