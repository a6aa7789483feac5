import type { PlayerMedia } from "./player-types.ts";

/** A request the page makes for itself, behind whatever the visitor asked for. */
const quietly = (url: string) =>
  fetch(url, { priority: "low", credentials: "same-origin" } as RequestInit & { priority: "low" });

/** The media segments a playlist lists, in order (its lines that are not tags), with their durations. */
function segmentsOf(playlist: string): { uri: string; seconds: number }[] {
  const segments: { uri: string; seconds: number }[] = [];
  let seconds = 0;
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith("#EXTINF:")) seconds = Number.parseFloat(line.slice(8)) || 0;
    else if (line && !line.startsWith("#")) segments.push({ uri: line, seconds });
  }
  return segments;
}

/**
 * Where a player joins a live stream: this many segments from the live end (hls.js's
 * `liveSyncDurationCount`, and what the HLS specification asks of a client: at least three target
 * durations from the end).
 */
const LIVE_EDGE_SEGMENTS = 3;

/**
 * The segment of a live playlist a player starts with: the one its `#EXT-X-START` time offset (from
 * the end, the service's own start point) falls in, which hls.js and the browsers' own HLS honour;
 * without one, the third from the end.
 */
export function liveJoinSegment(playlist: string): string | null {
  const segments = segmentsOf(playlist);
  const offset = /^#EXT-X-START:.*?TIME-OFFSET=(-?[\d.]+)/m.exec(playlist)?.[1];
  if (offset !== undefined && Number(offset) < 0) {
    let fromEnd = -Number(offset);
    for (let i = segments.length - 1; i >= 0; i--) {
      fromEnd -= segments[i]!.seconds;
      if (fromEnd <= 0) return segments[i]!.uri;
    }
  }
  return segments[Math.max(0, segments.length - LIVE_EDGE_SEGMENTS)]?.uri ?? null;
}

/**
 * Fetches, once the page is idle, what the player asks for first when the visitor taps play: the
 * HLS master, the lowest rendition's playlist (where hls.js starts, and where the browser's own
 * HLS starts on a mobile network) and its first segment. The media server serves them as immutable,
 * so the player finds them in the HTTP cache: on slow 4G that is three round trips of about 0.56 s
 * each, and the segment's bytes, taken off the time from the tap to the first frame. An MP4 only
 * video (a replay) has nothing small to fetch ahead; it starts from its moov, fast-started.
 *
 * A live stream's playlist changes with every segment and is never cached, so only the segment a
 * player would join at now is fetched ahead (liveJoinSegment): a tap within a segment's time or so
 * finds it cached.
 */
export async function warmStart(media: PlayerMedia): Promise<void> {
  if (media.live) {
    if (!media.hls) return;
    const response = await quietly(media.hls);
    const join = response.ok ? liveJoinSegment(await response.text()) : null;
    if (join) await quietly(new URL(join, new URL(media.hls, location.href)).href);
    return;
  }
  const lowest = [...media.renditions].sort((a, b) => a.height - b.height)[0];
  if (!media.hls || !lowest) return;
  const base = new URL(lowest.url, location.href);
  const [, playlist] = await Promise.all([
    quietly(media.hls),
    quietly(base.href).then((r) => (r.ok ? r.text() : "")),
  ]);
  const first = segmentsOf(playlist)[0];
  if (first) await quietly(new URL(first.uri, base).href);
}
