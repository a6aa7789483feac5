/** A VOD media playlist as the live window needs it: segment names relative to the playlist, seconds. */
export type MediaPlaylist = {
  targetDuration: number;
  segments: { uri: string; duration: number }[];
};

export type LiveWindowOptions = {
  /** When the stream "started": segment 0 of the first loop begins here. */
  epochMs: number;
  nowMs: number;
  /** How many segments the playlist lists; the HLS spec asks a live playlist for at least three target durations. */
  windowSize?: number;
  /** Prefix for each relative segment name, e.g. "/media/abc/". */
  segmentBase: string;
};

/**
 * Tags that change how the following segments must be fetched or decoded. Copying the segments
 * without them would give players a playlist that looks fine and does not play, so such playlists
 * are refused rather than half understood.
 */
const UNSUPPORTED_TAGS = ["#EXT-X-BYTERANGE", "#EXT-X-KEY", "#EXT-X-MAP", "#EXT-X-DISCONTINUITY"];

/** Reads a VOD media playlist (as ffmpeg's HLS muxer writes it) into its target duration and segments. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
  if (lines[0] !== "#EXTM3U") throw new Error("not an HLS playlist: the first line is not #EXTM3U");
  const segments: MediaPlaylist["segments"] = [];
  let targetDuration: number | undefined;
  let pending: number | undefined;
  for (const line of lines.slice(1)) {
    if (line.startsWith("#")) {
      const tag = line.split(":", 1)[0]!;
      if (tag === "#EXT-X-STREAM-INF") throw new Error("a master playlist, not a media playlist");
      if (UNSUPPORTED_TAGS.includes(tag)) throw new Error(`unsupported tag in media playlist: ${tag}`);
      if (tag === "#EXT-X-TARGETDURATION") {
        targetDuration = Number(line.slice(tag.length + 1));
        if (!Number.isFinite(targetDuration) || targetDuration <= 0) {
          throw new Error(`bad target duration: ${line}`);
        }
      } else if (tag === "#EXTINF") {
        // "#EXTINF:<duration>,[<title>]"
        const duration = Number(line.slice(tag.length + 1).split(",", 1)[0]);
        if (!Number.isFinite(duration) || duration <= 0) throw new Error(`bad segment duration: ${line}`);
        pending = duration;
      }
      continue;
    }
    if (pending === undefined) throw new Error(`segment without #EXTINF: ${line}`);
    segments.push({ uri: line, duration: pending });
    pending = undefined;
  }
  if (segments.length === 0) throw new Error("media playlist has no segments");
  return {
    targetDuration: targetDuration ?? Math.ceil(Math.max(...segments.map((s) => s.duration))),
    segments,
  };
}

/**
 * The live media playlist of a stream that began at `epochMs` and plays the VOD in a loop for ever:
 * the last `windowSize` segments that have begun by `nowMs`.
 *
 * Segment n (counted from the epoch) is segment n mod N of loop floor(n / N). Times are whole
 * milliseconds so that a long-running stream does not drift from summing decimal seconds.
 */
export function liveWindow(vod: MediaPlaylist, opts: LiveWindowOptions): string {
  const { epochMs, nowMs, windowSize = 6, segmentBase } = opts;
  if (!Number.isInteger(windowSize) || windowSize < 1) {
    throw new RangeError(`windowSize must be a positive integer, got ${windowSize}`);
  }
  const count = vod.segments.length;
  if (count === 0) throw new Error("media playlist has no segments");
  const lengths = vod.segments.map((s) => Math.round(s.duration * 1000));
  if (lengths.some((ms) => ms <= 0)) throw new Error("segment durations must be at least 1 ms");
  // Where each segment starts within one loop, and how long a loop lasts.
  const starts: number[] = [];
  let loopMs = 0;
  for (const ms of lengths) {
    starts.push(loopMs);
    loopMs += ms;
  }

  // Before the epoch the stream shows its first segment, as if it had just begun.
  const elapsed = Math.max(0, Math.floor(nowMs - epochMs));
  const loop = Math.floor(elapsed / loopMs);
  const intoLoop = elapsed - loop * loopMs;
  let current = count - 1;
  while (starts[current]! > intoLoop) current--;
  const last = loop * count + current;
  const first = Math.max(0, last - windowSize + 1);

  // A discontinuity stays in the playlist with the segment it precedes; the spec has the sequence
  // number count only the ones that have slid out, i.e. loop starts (other than segment 0) before `first`.
  const discontinuitySequence = first === 0 ? 0 : Math.floor((first - 1) / count);
  const startOf = (n: number) => epochMs + Math.floor(n / count) * loopMs + starts[n % count]!;
  const targetDuration = Math.ceil(Math.max(...lengths) / 1000);

  const out = [
    "#EXTM3U",
    "#EXT-X-VERSION:3",
    `#EXT-X-TARGETDURATION:${targetDuration}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequence}`,
  ];
  // Where a player joins: the middle of the third segment from the end (the HLS specification asks
  // a client to start no nearer the end than three target durations), said outright so that every
  // player joins at the same segment, the one a page may have fetched ahead (the site's warm start).
  if (last - first >= 2) {
    const span = (n: number) => lengths[n % count]!;
    const offsetMs = span(last) + span(last - 1) + span(last - 2) / 2;
    out.push(`#EXT-X-START:TIME-OFFSET=-${(offsetMs / 1000).toFixed(3)}`);
  }
  for (let n = first; n <= last; n++) {
    const i = n % count;
    // The loop restarts timestamps and continuity counters, which players must be told of.
    if (i === 0 && n > 0) out.push("#EXT-X-DISCONTINUITY");
    if (n === first) out.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(startOf(n)).toISOString()}`);
    out.push(`#EXTINF:${(lengths[i]! / 1000).toFixed(3)},`, segmentUri(segmentBase, vod.segments[i]!.uri));
  }
  return `${out.join("\n")}\n`;
}

/** Relative names are resolved against the base; a name that is already absolute is kept as it is. */
function segmentUri(base: string, uri: string): string {
  return /^[a-z][a-z0-9+.-]*:|^\//i.test(uri) ? uri : base + uri;
}
