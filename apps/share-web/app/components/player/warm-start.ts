import type { PlayerMedia } from "./player-types.ts";

/** A request the page makes for itself, behind whatever the visitor asked for. */
const quietly = (url: string) =>
  fetch(url, { priority: "low", credentials: "same-origin" } as RequestInit & { priority: "low" });

/**
 * Fetches, once the page is idle, what the player asks for first when the visitor taps play: the
 * HLS master, the lowest rendition's playlist (where hls.js starts, and where the browser's own
 * HLS starts on a mobile network) and its first segment. The media server serves them as immutable,
 * so the player finds them in the HTTP cache: on slow 4G that is three round trips of about 0.56 s
 * each, and the segment's bytes, taken off the time from the tap to the first frame. An MP4 only
 * video (a replay) has nothing small to fetch ahead; it starts from its moov, fast-started.
 */
export async function warmStart(media: PlayerMedia): Promise<void> {
  const lowest = [...media.renditions].sort((a, b) => a.height - b.height)[0];
  if (!media.hls || !lowest || media.live) return;
  const base = new URL(lowest.url, location.href);
  const [, playlist] = await Promise.all([
    quietly(media.hls),
    quietly(base.href).then((r) => (r.ok ? r.text() : "")),
  ]);
  const first = playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .find((line) => line && !line.startsWith("#"));
  if (first) await quietly(new URL(first, base).href);
}
