import {
  DANMU_PAGE_MAX,
  DANMU_TEXT_MAX,
  DANMU_WINDOW_MAX_MS,
  DanmuListResponseSchema,
  DanmuResponseSchema,
  ErrorEnvelopeSchema,
} from "@davmu/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, seededIds, type TestApp } from "../../testing/test-app.ts";
import { testItem } from "../../testing/test-content.ts";
import { signIn } from "../../testing/users.ts";
import { insertContent } from "../../write/write-content.ts";
import { insertDanmu } from "../../write/write-danmu.ts";
import { issueAnonymousToken } from "../auth/anonymous-token.ts";

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seededIds>>;
let video: number;
let viewer: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  t = await createTestApp({ CONTENT_API_DANMU_RATE: "100000" });
  seeded = await seededIds(t);
  video = seeded.listed.find((r) => r.type === "video")!.id;
  viewer = await signIn(t);
});

const list = async (id: number, query = "") => {
  const { status, body } = await t.call(`${t.paths.danmuList(t.ids.encode(id))}${query}`);
  expect(status).toBe(200);
  return DanmuListResponseSchema.parse(body).data;
};
const anonymousToken = (device = "device-danmu-0001") =>
  issueAnonymousToken(t.config.tokenSecret, device, Math.floor(Date.now() / 1000));
const send = async (id: string, body: unknown, headers: Record<string, string> = {}) =>
  t.call(t.paths.danmuPost(id), {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${viewer.token}`, ...headers },
    body: JSON.stringify(body),
  });

/** A published video of its own, so a test's danmu meet no others. */
async function freshVideo(key: string, seconds = 600): Promise<number> {
  const id = await insertContent(
    t.db,
    testItem({ source_key: `test:danmu:${key}`, type: "video", title: key, duration: seconds }),
  );
  return id!;
}

describe("GET danmu", () => {
  it("gives every seeded video dozens of danmu in varied colours and modes, by time", async () => {
    for (const row of seeded.published.filter((r) => r.type === "video" || r.type === "svideo")) {
      const data = await list(row.id);
      expect(data.list.length, String(row.id)).toBeGreaterThanOrEqual(16);
      const offsets = data.list.map((d) => d.offset_ms);
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    }
    const { list: all } = await list(video);
    expect(all.length).toBeGreaterThanOrEqual(36);
    expect(new Set(all.map((d) => d.mode))).toEqual(new Set(["scroll", "top", "bottom"]));
    expect(new Set(all.map((d) => d.colour)).size).toBeGreaterThanOrEqual(3);
    expect(all.every((d) => /^#[0-9a-f]{6}$/.test(d.colour))).toBe(true);
    expect(all.filter((d) => d.colour === "#ffffff").length / all.length).toBeGreaterThan(0.5);
    expect(Math.max(...all.map((d) => d.offset_ms))).toBeLessThan(20_000);
    expect(new Set(all.map((d) => d.text)).size).toBe(all.length);
  });

  it("gives the window asked for: from included, to left out", async () => {
    const id = await freshVideo("window");
    await insertDanmu(
      t.db,
      [0, 999, 1000, 1500, 2000, 2001].map((offset_ms) => ({
        content_id: id,
        text: `at ${offset_ms}`,
        offset_ms,
      })),
    );
    const data = await list(id, "?from=1000&to=2000");
    expect(data).toMatchObject({ from: 1000, to: 2000, has_more: false });
    expect(data.list.map((d) => d.text)).toEqual(["at 1000", "at 1500"]);
    expect((await list(id)).list).toHaveLength(6);
    expect(await list(id, "?from=1500")).toMatchObject({ from: 1500, to: 1500 + DANMU_WINDOW_MAX_MS });
  });

  it(`gives at most ${DANMU_PAGE_MAX} at once and says there are more`, async () => {
    const id = await freshVideo("crowded");
    const rows = Array.from({ length: DANMU_PAGE_MAX + 5 }, (_, i) => ({
      content_id: id,
      text: `第${i}条`,
      offset_ms: i * 10,
    }));
    for (let i = 0; i < rows.length; i += 200) await insertDanmu(t.db, rows.slice(i, i + 200));
    const first = await list(id, "?from=0&to=60000");
    expect([first.list.length, first.has_more]).toEqual([DANMU_PAGE_MAX, true]);
    const rest = await list(id, `?from=${first.list.at(-1)!.offset_ms + 1}&to=60000`);
    expect([rest.list.length, rest.has_more]).toEqual([5, false]);
  });

  it.each([
    ["from=-1", "from"],
    ["from=x", "from"],
    ["from=2000&to=1000", "to"],
    ["from=1000&to=1000", "to"],
    [`from=0&to=${DANMU_WINDOW_MAX_MS + 1}`, "to"],
  ])("answers 400 for %s", async (query, field) => {
    const { status, body } = await t.call(`${t.paths.danmuList(t.ids.encode(video))}?${query}`);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain(field);
  });

  it("answers 404 for an article, a gallery, a draft video and ids that do not decode", async () => {
    const draft = await insertContent(t.db, {
      source_key: "test:danmu:draft",
      type: "video",
      status: "draft",
      title: "draft",
      summary: "s",
      body_html: "",
      keywords: [],
      publish_time: 1,
      update_time: 1,
      channel_id: null,
      mp_id: null,
    });
    const ids = [seeded.byType("doc")[0]!.id, seeded.byType("gallery")[0]!.id, draft!].map((id) =>
      t.ids.encode(id),
    );
    for (const id of [...ids, "zzzzzzzz", t.ids.encode(99_999)]) {
      const { status } = await t.call(t.paths.danmuList(id));
      expect(status, id).toBe(404);
    }
  });
});

describe("POST danmu", () => {
  it("stores a viewer's danmu as the plain text it is, and lists it at its time", async () => {
    const id = await freshVideo("sent");
    const text = "  <b>好看</b> & <script>alert(1)</script>  ";
    const { status, body } = await send(t.ids.encode(id), {
      text,
      offset_ms: 4200,
      colour: "#FF7204",
      mode: "top",
    });
    expect(status).toBe(200);
    const { state, ...sent } = DanmuResponseSchema.parse(body).data;
    expect(state).toBe("visible");
    expect(sent).toMatchObject({ text: text.trim(), offset_ms: 4200, colour: "#ff7204", mode: "top" });
    const { list: listed } = await list(id, "?from=4000&to=5000");
    expect(listed).toEqual([sent]);
    const stored = await t.db
      .selectFrom("danmu")
      .select(["sender", "text"])
      .where("content_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ sender: `user:${viewer.publicId}`, text: text.trim() });
  });

  it("fills in white and scrolling when the viewer names neither", async () => {
    const { body } = await send(t.ids.encode(video), { text: "前排", offset_ms: 0 });
    expect(DanmuResponseSchema.parse(body).data).toMatchObject({ colour: "#ffffff", mode: "scroll" });
  });

  it.each([
    [{ text: "", offset_ms: 0 }, "text"],
    [{ text: "   ", offset_ms: 0 }, "text"],
    [{ text: "好".repeat(DANMU_TEXT_MAX + 1), offset_ms: 0 }, "text"],
    [{ text: "两行\n弹幕", offset_ms: 0 }, "text"],
    [{ text: "控制\u0007字符", offset_ms: 0 }, "text"],
    [{ text: "反向\u202e文字", offset_ms: 0 }, "text"],
    [{ text: "好", offset_ms: 0, colour: "red" }, "colour"],
    [{ text: "好", offset_ms: 0, colour: "#fff" }, "colour"],
    [{ text: "好", offset_ms: 0, colour: "#ff0000;background:url(x)" }, "colour"],
    [{ text: "好", offset_ms: 0, mode: "sideways" }, "mode"],
    [{ text: "好", offset_ms: -1 }, "offset_ms"],
    [{ text: "好", offset_ms: 1.5 }, "offset_ms"],
    [{ text: "好", offset_ms: 20_001 }, "offset_ms"],
    [{ offset_ms: 0 }, "text"],
  ])("answers 400 for %j, naming %s, and stores nothing", async (input, field) => {
    const before = (await list(video)).list.length;
    const { status, body } = await send(t.ids.encode(video), input);
    expect(status).toBe(400);
    expect(ErrorEnvelopeSchema.parse(body).msg).toContain(field);
    expect((await list(video)).list).toHaveLength(before);
  });

  it("takes exactly DANMU_TEXT_MAX characters, counting each Chinese character and emoji as one", async () => {
    const text = `${"好".repeat(DANMU_TEXT_MAX - 1)}😀`;
    const { status } = await send(t.ids.encode(await freshVideo("long")), { text, offset_ms: 0 });
    expect(status).toBe(200);
  });

  it("answers 401 without a logged-in user's token, the anonymous one included, and 404 for what is not a published video", async () => {
    const id = t.ids.encode(video);
    for (const authorization of ["", "not-a-token", await anonymousToken()]) {
      const { status, body } = await send(id, { text: "好", offset_ms: 0 }, { authorization });
      expect(status).toBe(401);
      expect(ErrorEnvelopeSchema.parse(body).msg).toMatch(/needs a logged-in user/);
    }
    for (const other of [t.ids.encode(seeded.byType("doc")[0]!.id), "zzzzzzzz"]) {
      const { status } = await send(other, { text: "好", offset_ms: 0 });
      expect(status).toBe(404);
    }
  });

  it("limits how many one client address sends a minute, whoever sends them", async () => {
    const app = await createTestApp({ CONTENT_API_DANMU_RATE: "2" });
    const id = app.ids.encode((await seededIds(app)).listed.find((r) => r.type === "svideo")!.id);
    const post = async (token: string) =>
      (
        await app.call(app.paths.danmuPost(id), {
          method: "POST",
          headers: { "content-type": "application/json", authorization: token },
          body: JSON.stringify({ text: "好", offset_ms: 0 }),
        })
      ).status;
    const [a, b, c] = [await signIn(app), await signIn(app), await signIn(app)];
    expect([await post(a.token), await post(b.token), await post(c.token)]).toEqual([200, 200, 429]);
  });

  it("limits how many one user sends a minute, from whichever address", async () => {
    const app = await createTestApp({ CONTENT_API_DANMU_RATE: "2" });
    const id = app.ids.encode((await seededIds(app)).listed.find((r) => r.type === "svideo")!.id);
    const { token } = await signIn(app);
    const post = async (address: string) =>
      (
        await app.app.request(
          app.paths.danmuPost(id),
          {
            method: "POST",
            headers: { "content-type": "application/json", authorization: token },
            body: JSON.stringify({ text: "好", offset_ms: 0 }),
          },
          { incoming: { socket: { remoteAddress: address } } },
        )
      ).status;
    expect([await post("192.0.2.1"), await post("192.0.2.2"), await post("192.0.2.3")]).toEqual([
      200, 200, 429,
    ]);
  });

  it("holds what the word filter catches: answered under review, flying for nobody", async () => {
    const id = await freshVideo("held");
    const { status, body } = await send(t.ids.encode(id), { text: "主播 加 V X 看更多", offset_ms: 1000 });
    expect(status).toBe(200);
    expect(DanmuResponseSchema.parse(body).data.state).toBe("under_review");
    expect((await list(id)).list).toEqual([]);
    const stored = await t.db
      .selectFrom("danmu")
      .select("held")
      .where("content_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(stored.held).toBe(1);
  });
});
