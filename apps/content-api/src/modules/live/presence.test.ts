import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededId, type TestApp } from "../../testing/test-app.ts";
import { issueAnonymousToken } from "../auth/anonymous-token.ts";
import { createOnlineCount, PRESENCE_TTL_S } from "./presence.ts";

let t: TestApp;
let room: number;
beforeAll(async () => {
  t = await createTestApp();
  room = await seededId(t, "seed:live:marathon");
});

/** Until `check` holds, or fails after a few seconds (counts are written within a second). */
async function eventually(check: () => Promise<boolean>) {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("did not happen in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("who watches a live room, over every process", () => {
  it("adds up the viewers of every process, and drops a process's when it stops or goes stale", async () => {
    let clock = Math.floor(Date.now() / 1000);
    const now = () => clock;
    const changed: number[] = [];
    const a = createOnlineCount({ db: t.db, now, onChange: (id) => void changed.push(id) });
    const b = createOnlineCount({ db: t.db, now });
    const c = createOnlineCount({ db: t.db, now });
    try {
      a.join(room);
      a.join(room);
      b.join(room);
      // Each process sees its own at once, and the others' once written.
      expect(await a.of(room)).toBe(2);
      await eventually(async () => (await a.of(room)) === 3 && (await b.of(room)) === 3);
      expect(await c.of(room)).toBe(3);
      expect(changed).toContain(room);
      // A process that died writes no more: its viewers stop counting once its row is stale.
      clock += PRESENCE_TTL_S + 1;
      expect(await c.of(room)).toBe(0);
      clock -= PRESENCE_TTL_S + 1;
      // One that stops takes its viewers away at once.
      await b.close();
      expect(await c.of(room)).toBe(2);
      a.leave(room);
      a.leave(room);
      expect(await a.of(room)).toBe(0);
      await eventually(async () => (await c.of(room)) === 0);
      expect(
        await t.db.selectFrom("live_presence").selectAll().where("content_id", "=", room).execute(),
      ).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close(), c.close()]);
    }
  });

  it("counts a viewer on one process in the room's state on another", async () => {
    const other = await createTestApp({}, { beside: t });
    const token = await issueAnonymousToken(
      t.config.tokenSecret,
      "device-presence",
      Math.floor(Date.now() / 1000),
    );
    const id = t.ids.encode(room);
    const onlineAt = async (app: TestApp) => {
      const { body } = await app.call(app.paths.liveRoom(id));
      return (body as { data: { online_count: number } }).data.online_count;
    };
    const before = await onlineAt(other);
    // The room's own count of viewers elsewhere is where it starts: never a bare 0 of this site's.
    const stored = await t.db
      .selectFrom("live_details")
      .select("online_count")
      .where("content_id", "=", room)
      .executeTakeFirstOrThrow();
    expect(stored.online_count).toBeGreaterThan(0);
    expect(before).toBeGreaterThanOrEqual(stored.online_count);
    const controller = new AbortController();
    const res = await t.app.request(`/peony/v3/live/stream/${id}?token=${encodeURIComponent(token)}`, {
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    try {
      await eventually(async () => (await onlineAt(other)) === before + 1);
      expect(await onlineAt(t)).toBe(before + 1);
    } finally {
      await reader.cancel();
      controller.abort();
    }
    await eventually(async () => (await onlineAt(other)) === before);
  });
});
