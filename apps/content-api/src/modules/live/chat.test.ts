import {
  LiveChatPageSchema,
  LiveChatSentSchema,
  LiveLikedSchema,
  LiveRoomResponseSchema,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { readStream } from "../../testing/event-stream.ts";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";
import { asUser, signIn } from "../../testing/users.ts";
import { issueAnonymousToken } from "../auth/anonymous-token.ts";
import { maskNickname } from "./chat-messages.ts";

let t: TestApp;
const roomId = async (key: string) => t.ids.encode(await seededId(t, key));

beforeAll(async () => {
  t = await createTestApp({ CONTENT_API_BLOCKED_WORDS: "违禁词", CONTENT_API_TRACKER_RATE: "100000" });
});

const history = async (id: string, query = "") => {
  const { status, body } = await t.call(`${t.paths.liveChat(id)}${query}`);
  expect(status).toBe(200);
  return LiveChatPageSchema.parse((body as { data: unknown }).data);
};
const send = (id: string, text: string, token?: string) =>
  t.call(t.paths.liveChatSend(id), {
    method: "POST",
    headers: token ? asUser(token) : { "content-type": "application/json" },
    body: JSON.stringify({ text }),
  });

describe("a live room's chat", () => {
  it("masks a sender's name to its first character", () => {
    expect(maskNickname("江城跑者")).toBe("江***");
    expect(maskNickname("阿")).toBe("阿**");
  });

  it("lists the seeded chat oldest first, and only what follows a place when asked", async () => {
    const id = await roomId("seed:live:marathon");
    const page = await history(id);
    expect(page.list.length).toBeGreaterThanOrEqual(10);
    const seqs = page.list.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(page.last_seq).toBe(seqs.at(-1));
    expect(page.list.every((m) => /^.\*+$/u.test(m.nickname))).toBe(true);
    const after = await history(id, `?after=${seqs.at(-3)}`);
    expect(after.list.map((m) => m.seq)).toEqual(seqs.slice(-2));
  });

  it("takes a logged-in viewer's message, lists it, and holds one the word filter catches", async () => {
    const id = await roomId("seed:live:marathon");
    const user = await signIn(t);
    const res = await send(id, "  终点见！ ", user.token);
    expect(res.status).toBe(200);
    const sent = LiveChatSentSchema.parse((res.body as { data: unknown }).data);
    expect(sent).toMatchObject({ text: "终点见！", state: "visible" });
    expect((await history(id)).list.at(-1)?.seq).toBe(sent.seq);
    const held = LiveChatSentSchema.parse(
      ((await send(id, "这是违禁词", user.token)).body as { data: unknown }).data,
    );
    expect(held.state).toBe("under_review");
    expect((await history(id)).list.some((m) => m.seq === held.seq)).toBe(false);
  });

  it("refuses a message without login, empty, too long or in a closed room", async () => {
    const id = await roomId("seed:live:marathon");
    const user = await signIn(t);
    expect((await send(id, "你好")).status).toBe(401);
    expect((await send(id, "   ", user.token)).status).toBe(400);
    expect((await send(id, "长".repeat(101), user.token)).status).toBe(400);
    expect((await send(await roomId("seed:live:opera"), "还有回放吗", user.token)).status).toBe(400);
    expect((await send(t.ids.encode(999_999), "你好", user.token)).status).toBe(404);
  });

  it("pushes a new message to an open stream, counts it online, and resumes after the last event id", async () => {
    const id = await roomId("seed:live:marathon");
    const token = await issueAnonymousToken(
      t.config.tokenSecret,
      "device-live",
      Math.floor(Date.now() / 1000),
    );
    expect((await t.app.request(`/peony/v3/live/stream/${id}`)).status).toBe(401);
    const res = await t.app.request(`/peony/v3/live/stream/${id}?token=${encodeURIComponent(token)}`);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const user = await signIn(t);
    const reading = readStream(res, (text) => text.includes("直播流里见") && text.includes("event: online"));
    // The stream has subscribed once it has sent its backlog; a message then arrives by push.
    await new Promise((r) => setTimeout(r, 200));
    expect((await send(id, "直播流里见", user.token)).status).toBe(200);
    const text = await reading;
    expect(text).toContain("event: online");
    const last = Number([...text.matchAll(/^id: (\d+)$/gm)].at(-1)?.[1]);
    // A reconnect with the last id gets only what came after it.
    await send(id, "断线重连之后", user.token);
    const again = await t.app.request(`/peony/v3/live/stream/${id}?token=${encodeURIComponent(token)}`, {
      headers: { "last-event-id": String(last) },
    });
    const resumed = await readStream(again, (s) => s.includes("断线重连之后"));
    expect(resumed).not.toContain("直播流里见");
  });

  it("opens a stream to a logged-in user's token only while the session lives: not after logout", async () => {
    const id = await roomId("seed:live:marathon");
    const user = await signIn(t);
    const stream = () => t.app.request(`/peony/v3/live/stream/${id}?token=${encodeURIComponent(user.token)}`);
    const open = await stream();
    expect(open.status).toBe(200);
    await open.body?.cancel();
    const out = await t.call(t.paths.logout, { method: "POST", headers: asUser(user.token) });
    expect(out.status).toBe(200);
    expect((await stream()).status).toBe(401);
  });

  it("holds a visitor to a few open streams, and gives a place back when a stream closes", async () => {
    const capped = await createTestApp({ CONTENT_API_LIVE_STREAMS_PER_VISITOR: "2" });
    const id = capped.ids.encode(await seededId(capped, "seed:live:marathon"));
    const token = await issueAnonymousToken(
      capped.config.tokenSecret,
      "device-many-tabs",
      Math.floor(Date.now() / 1000),
    );
    const open = () => capped.app.request(`/peony/v3/live/stream/${id}?token=${encodeURIComponent(token)}`);
    const first = await open();
    const second = await open();
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await open();
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("10");
    // Another visitor is not held up.
    const other = await issueAnonymousToken(
      capped.config.tokenSecret,
      "device-other",
      Math.floor(Date.now() / 1000),
    );
    const theirs = await capped.app.request(`/peony/v3/live/stream/${id}?token=${encodeURIComponent(other)}`);
    expect(theirs.status).toBe(200);
    await theirs.body?.cancel();
    await first.body?.cancel();
    await expect
      .poll(async () => {
        const again = await open();
        await again.body?.cancel();
        return again.status;
      })
      .toBe(200);
    await second.body?.cancel();
  });

  it("counts likes exactly under a burst, a retried batch once, and only while the room is live", async () => {
    const id = await roomId("seed:live:marathon");
    const token = await issueAnonymousToken(
      t.config.tokenSecret,
      "device-likes",
      Math.floor(Date.now() / 1000),
    );
    const like = (msg_id: string, count = 1, auth: string | null = token, room = id) =>
      t.call(t.paths.liveLike(room), {
        method: "POST",
        headers: { "content-type": "application/json", ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
        body: JSON.stringify({ msg_id, count }),
      });
    const likes = async () =>
      LiveRoomResponseSchema.parse((await t.call(t.paths.liveRoom(id))).body).data.like_count;
    const before = await likes();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, n) => like(`burst-${n}-abcdef`)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await likes()).toBe(before + 100);
    const first = await like("batch-retried-0001", 7);
    const again = await like("batch-retried-0001", 7);
    expect(LiveLikedSchema.parse((first.body as { data: unknown }).data).like_count).toBe(before + 107);
    expect(LiveLikedSchema.parse((again.body as { data: unknown }).data).like_count).toBe(before + 107);
    expect((await like("no-token-0001", 1, null)).status).toBe(401);
    expect((await like("too-many-0001", 51)).status).toBe(400);
    expect((await like("ended-room-0001", 1, token, await roomId("seed:live:opera"))).status).toBe(400);
    expect(await likes()).toBe(before + 107);
  });
});
