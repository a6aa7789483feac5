import { Hono } from "hono";
import { fail } from "../../http/respond.ts";
import { liveWindow, type MediaPlaylist, parseMediaPlaylist } from "./sliding-window.ts";

export type LiveStreamOptions = {
  /** The VOD rendition playlist behind a key, and the URL prefix its segment names are relative to. */
  readPlaylist: (key: string) => Promise<{ text: string; segmentBase: string } | null>;
  /**
   * Whether the stream may be played now (not while its room is under review); always when absent.
   * Asked at most once a second per stream, however many players ask for its playlist.
   */
  onAir?: (key: string) => Promise<boolean>;
  /** When the stream "started"; asked on every request. */
  epochMs: () => number;
  now?: () => number;
};

type Source = { vod: MediaPlaylist; segmentBase: string };

/** How long one answer of `onAir` holds for a stream's playlist requests. */
const ON_AIR_CHECK_MS = 1000;

const KEY = /^[a-z0-9-]{1,64}$/;

/**
 * A pre-encoded VOD rendition played as a live stream that loops for ever: each request lists the
 * segments that have begun by now (see liveWindow). The segments themselves are the VOD's files,
 * served as they are by the media routes.
 */
export function liveStreamRoutes(opts: LiveStreamOptions): Hono {
  const now = opts.now ?? Date.now;
  // Parsed once per key; only streams that exist are kept, so unknown keys cannot fill the map.
  // The promise is kept rather than its result so that simultaneous first requests read the file once.
  const sources = new Map<string, Promise<Source | null>>();
  const source = (key: string): Promise<Source | null> => {
    let found = sources.get(key);
    if (!found) {
      found = opts
        .readPlaylist(key)
        .then((p) => p && { vod: parseMediaPlaylist(p.text), segmentBase: p.segmentBase });
      sources.set(key, found);
      const forget = () => sources.get(key) === found && sources.delete(key);
      found.then((s) => s || forget(), forget);
    }
    return found;
  };

  const checks = new Map<string, { at: number; answer: Promise<boolean> }>();
  const onAir = (key: string): Promise<boolean> => {
    if (!opts.onAir) return Promise.resolve(true);
    const seen = checks.get(key);
    if (seen && now() - seen.at < ON_AIR_CHECK_MS) return seen.answer;
    const answer = opts.onAir(key);
    // Only streams that exist get here, so the map holds one entry per stream; a failed check is
    // not kept.
    checks.set(key, { at: now(), answer });
    answer.catch(() => checks.get(key)?.answer === answer && checks.delete(key));
    return answer;
  };

  const app = new Hono();
  app.get("/live-stream/:key/index.m3u8", async (c) => {
    const key = c.req.param("key");
    const found = KEY.test(key) ? await source(key) : null;
    if (!found) return fail(c, 404, "no such live stream");
    if (!(await onAir(key))) return fail(c, 404, "this live stream is off the air");
    const body = liveWindow(found.vod, {
      epochMs: opts.epochMs(),
      nowMs: now(),
      segmentBase: found.segmentBase,
    });
    return c.body(body, 200, {
      "Content-Type": "application/vnd.apple.mpegurl",
      // The playlist changes with every segment; a cached copy would freeze the stream.
      "Cache-Control": "no-cache, no-store",
      "X-Content-Type-Options": "nosniff",
    });
  });
  return app;
}
