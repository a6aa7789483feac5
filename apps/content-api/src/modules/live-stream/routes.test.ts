import { describe, expect, it } from "vitest";
import { liveStreamRoutes } from "./routes.ts";

const EPOCH = Date.UTC(2026, 0, 1, 12, 0, 0);

/** Five segments of 4 s each, as ffmpeg writes them. */
const VOD = [
  "#EXTM3U",
  "#EXT-X-VERSION:3",
  "#EXT-X-TARGETDURATION:4",
  "#EXT-X-MEDIA-SEQUENCE:0",
  "#EXT-X-PLAYLIST-TYPE:VOD",
  ...Array.from({ length: 5 }, (_, i) => [`#EXTINF:4.000000,`, `360p-00${i}.ts`]).flat(),
  "#EXT-X-ENDLIST",
  "",
].join("\n");

function setup(playlists: Record<string, string> = { "demo-room": VOD }, offAir: string[] = []) {
  const clock = { now: EPOCH };
  const reads: string[] = [];
  const checks: string[] = [];
  const app = liveStreamRoutes({
    onAir: async (key) => {
      checks.push(key);
      return !offAir.includes(key);
    },
    readPlaylist: async (key) => {
      reads.push(key);
      const text = playlists[key];
      return text === undefined ? null : { text, segmentBase: `/media/live/${key}/` };
    },
    epochMs: () => EPOCH,
    now: () => clock.now,
  });
  return { app, clock, reads, checks, offAir };
}

const mediaSequence = (text: string) => Number(/^#EXT-X-MEDIA-SEQUENCE:(\d+)$/m.exec(text)?.[1]);

describe("GET /live-stream/:key/index.m3u8", () => {
  it("gives nothing of a stream that is off the air (its room under review)", async () => {
    const { app, clock } = setup({ "demo-room": VOD, "other-room": VOD }, ["demo-room"]);
    clock.now = EPOCH + 9_000;
    const res = await app.request("/live-stream/demo-room/index.m3u8");
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("#EXTM3U");
    expect((await app.request("/live-stream/other-room/index.m3u8")).status).toBe(200);
  });

  it("asks whether a stream is on the air once a second, however many players ask", async () => {
    const { app, clock, checks, offAir } = setup();
    clock.now = EPOCH + 9_000;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => app.request("/live-stream/demo-room/index.m3u8")),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(checks).toEqual(["demo-room"]);
    // Taken off the air: within a second every player is refused.
    offAir.push("demo-room");
    clock.now += 1000;
    expect((await app.request("/live-stream/demo-room/index.m3u8")).status).toBe(404);
    expect(checks).toHaveLength(2);
  });

  it("answers a live playlist that no one may cache", async () => {
    const { app, clock } = setup();
    clock.now = EPOCH + 9_000;
    const res = await app.request("/live-stream/demo-room/index.m3u8");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.apple.mpegurl");
    expect(res.headers.get("cache-control")).toBe("no-cache, no-store");
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
    const text = await res.text();
    expect(text.startsWith("#EXTM3U\n")).toBe(true);
    expect(text).not.toContain("#EXT-X-ENDLIST");
    expect(text).not.toContain("#EXT-X-PLAYLIST-TYPE");
    // At 9 s three segments have begun; names are made absolute under the media route.
    expect(text.split("\n").filter((l) => l && !l.startsWith("#"))).toEqual([
      "/media/live/demo-room/360p-000.ts",
      "/media/live/demo-room/360p-001.ts",
      "/media/live/demo-room/360p-002.ts",
    ]);
  });

  it("moves on by one segment every 4 s", async () => {
    const { app, clock } = setup();
    clock.now = EPOCH + 60_000;
    const first = await (await app.request("/live-stream/demo-room/index.m3u8")).text();
    clock.now += 4_000;
    const second = await (await app.request("/live-stream/demo-room/index.m3u8")).text();
    expect(mediaSequence(first)).toBe(10);
    expect(mediaSequence(second)).toBe(mediaSequence(first) + 1);
    // Every request asks the clock: the stream moves without anything else changing.
    clock.now += 3_999;
    const third = await (await app.request("/live-stream/demo-room/index.m3u8")).text();
    expect(mediaSequence(third)).toBe(11);
  });

  it("reads and parses a stream's playlist once", async () => {
    const { app, clock, reads } = setup();
    await Promise.all([
      app.request("/live-stream/demo-room/index.m3u8"),
      app.request("/live-stream/demo-room/index.m3u8"),
    ]);
    clock.now += 40_000;
    expect((await app.request("/live-stream/demo-room/index.m3u8")).status).toBe(200);
    expect(reads).toEqual(["demo-room"]);
  });

  it("answers 404 for an unknown key, and asks again next time", async () => {
    const { app, reads } = setup();
    for (let i = 0; i < 2; i++) {
      const res = await app.request("/live-stream/no-such-room/index.m3u8");
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ code: 404, msg: "no such live stream", data: null });
    }
    expect(reads).toEqual(["no-such-room", "no-such-room"]);
  });

  it("answers 404 for a malformed key without looking it up", async () => {
    const { app, reads } = setup({ "demo-room": VOD, Demo: VOD, "a.b": VOD, ["x".repeat(65)]: VOD });
    for (const key of ["Demo", "a.b", "a%20b", "a_b", "x".repeat(65), "a%2Fb", "..."]) {
      const res = await app.request(`/live-stream/${key}/index.m3u8`);
      expect(res.status, key).toBe(404);
      expect(await res.json()).toEqual({ code: 404, msg: "no such live stream", data: null });
    }
    expect(reads).toEqual([]);
    // The longest key allowed is still looked up.
    expect((await app.request(`/live-stream/${"x".repeat(64)}/index.m3u8`)).status).toBe(404);
    expect(reads).toEqual(["x".repeat(64)]);
  });
});
