import { LIVE_STATUS, LiveRoomResponseSchema } from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { readStream } from "../../testing/event-stream.ts";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";
import { asUser, signIn } from "../../testing/users.ts";
import { issueAnonymousToken } from "../auth/anonymous-token.ts";
import { roomStreamOnAir } from "../live-stream/source.ts";

const EDITOR_TOKEN = "editor-token-for-the-live-status-tests";

let t: TestApp;
let marathon: string;
beforeAll(async () => {
  t = await createTestApp({ CONTENT_API_EDITOR_TOKEN: EDITOR_TOKEN });
  marathon = t.ids.encode(await seededId(t, "seed:live:marathon"));
});

const setStatus = (id: string, body: unknown, token: string | null = EDITOR_TOKEN) =>
  t.call(t.paths.editorLiveStatus(id), {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const roomStatus = async (id: string) => {
  const { status, body } = await t.call(t.paths.liveRoom(id));
  expect(status).toBe(200);
  return LiveRoomResponseSchema.parse(body).data.status;
};

describe("an editor's status of a live room", () => {
  it("is refused without the editor token, and for a status or room that does not exist", async () => {
    expect((await setStatus(marathon, { status: LIVE_STATUS.review }, null)).status).toBe(401);
    expect((await setStatus(marathon, { status: LIVE_STATUS.review }, "not-the-editor-token")).status).toBe(
      401,
    );
    expect((await setStatus(marathon, { status: 7 })).status).toBe(400);
    expect((await setStatus(marathon, {})).status).toBe(400);
    expect((await setStatus(t.ids.encode(99_999_999), { status: LIVE_STATUS.review })).status).toBe(404);
    expect((await setStatus("not-an-id", { status: LIVE_STATUS.review })).status).toBe(404);
    // Nothing of it changed the room.
    expect(await roomStatus(marathon)).toBe(LIVE_STATUS.live);
  });

  it("takes a running room off the air at once: its open streams hear it, its chat is closed", async () => {
    const token = await issueAnonymousToken(
      t.config.tokenSecret,
      "device-review",
      Math.floor(Date.now() / 1000),
    );
    const res = await t.app.request(`/peony/v3/live/stream/${marathon}?token=${encodeURIComponent(token)}`);
    const reading = readStream(res, (text) => text.includes("event: status"));
    // The stream has subscribed once it has sent its backlog.
    await new Promise((r) => setTimeout(r, 200));
    const { status, body } = await setStatus(marathon, { status: LIVE_STATUS.review });
    expect(status).toBe(200);
    expect(LiveRoomResponseSchema.parse(body).data.status).toBe(LIVE_STATUS.review);
    expect(await reading).toMatch(/event: status\ndata: 3\n/);
    expect(await roomStatus(marathon)).toBe(LIVE_STATUS.review);
    // Its stream is off the air too, and its address is no longer handed out.
    const { stream_key } = await t.db
      .selectFrom("live_details")
      .select("stream_key")
      .where("content_id", "=", t.ids.decode(marathon)!)
      .executeTakeFirstOrThrow();
    expect(await roomStreamOnAir(t.db)(stream_key!)).toBe(false);
    const info = await t.call(t.paths.liveInfo(marathon));
    expect((info.body as { data: { stream_url: string | null } }).data.stream_url).toBeNull();
    const user = await signIn(t);
    const sent = await t.call(t.paths.liveChatSend(marathon), {
      method: "POST",
      headers: asUser(user.token),
      body: JSON.stringify({ text: "还能看吗" }),
    });
    expect(sent.status).toBe(400);
  });

  it("gives a room back to its clock", async () => {
    expect((await setStatus(marathon, { status: LIVE_STATUS.review })).status).toBe(200);
    expect((await setStatus(marathon, { status: LIVE_STATUS.live })).status).toBe(200);
    expect(await roomStatus(marathon)).toBe(LIVE_STATUS.live);
    const info = await t.call(t.paths.liveInfo(marathon));
    expect((info.body as { data: { stream_url: string | null } }).data.stream_url).toMatch(/index\.m3u8$/);
    // An upcoming room given back as "live" still counts down: its start time decides. (An hour
    // from now, whenever the database was seeded: the seed starts it six minutes after.)
    const marketId = await seededId(t, "seed:live:night-market");
    const start = Math.floor(Date.now() / 1000) + 3600;
    await t.db
      .updateTable("live_details")
      .set({ start_time: start, end_time: start + 5400 })
      .where("content_id", "=", marketId)
      .execute();
    const market = t.ids.encode(marketId);
    expect((await setStatus(market, { status: LIVE_STATUS.live })).status).toBe(200);
    expect(await roomStatus(market)).toBe(LIVE_STATUS.notStarted);
  });
});

describe("without an editor token configured", () => {
  it("the live status call is absent", async () => {
    const bare = await createTestApp();
    const { status } = await bare.call(bare.paths.editorLiveStatus(marathon), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: LIVE_STATUS.review }),
    });
    expect(status).toBe(404);
  });
});
