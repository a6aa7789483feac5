import fs from "node:fs/promises";
import path from "node:path";
import { FPS, type Rendition } from "./frames.ts";

/** Segment length asked of ffmpeg's HLS muxer; with a key frame every 2 s, every cut lands on one. */
export const SEGMENT_SECONDS = 4;

/**
 * H.264 Main profile, level 3.1 (`-profile:v main -level 3.1`; x264 sets constraint_set1 for Main),
 * and AAC-LC. Players use it to skip renditions they cannot decode without fetching them.
 */
export const CODECS = "avc1.4d401f,mp4a.40.2";

/** A rendition as the master playlist lists it. */
export type Variant = {
  /** Its frame size (a demo video's stores its whole Rendition). */
  rendition: Pick<Rendition, "width" | "height">;
  playlist: string;
  /** Peak bit rate of any segment, bits per second (what HLS calls BANDWIDTH). */
  bandwidth: number;
  averageBandwidth: number;
};

/** The segments of a media playlist: file name and length in seconds. */
export function playlistSegments(text: string): { uri: string; seconds: number }[] {
  const segments: { uri: string; seconds: number }[] = [];
  const lines = text.split("\n").map((l) => l.trim());
  lines.forEach((line, i) => {
    const m = /^#EXTINF:([\d.]+)/.exec(line);
    if (m) segments.push({ uri: lines[i + 1]!, seconds: Number(m[1]) });
  });
  return segments;
}

/** Measures a rendition's bit rates from its playlist's segment files in `dir`. */
export async function measureVariant(
  dir: string,
  playlist: string,
  rendition: Variant["rendition"],
): Promise<Variant> {
  const segments = playlistSegments(await fs.readFile(path.join(dir, playlist), "utf8"));
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  for (const s of segments) {
    const size = (await fs.stat(path.join(dir, s.uri))).size;
    bytes += size;
    seconds += s.seconds;
    // A short last segment says little about the peak rate a player must sustain.
    if (s.seconds >= 1) peak = Math.max(peak, (size * 8) / s.seconds);
  }
  const averageBandwidth = Math.round((bytes * 8) / Math.max(seconds, 0.001));
  return { rendition, playlist, bandwidth: Math.round(Math.max(peak, averageBandwidth)), averageBandwidth };
}

/**
 * The master playlist. The first variant listed is where Safari's native player starts (and hls.js
 * with its default start level), so the middle rendition comes first: sharp enough on a phone, and
 * quick to arrive on a mobile network; players then move up or down. `stream` says what the
 * renditions were encoded as, the demo's encode by default.
 */
export function masterPlaylist(
  variants: readonly Variant[],
  stream: { codecs: string; frameRate: number } = { codecs: CODECS, frameRate: FPS },
): string {
  const ordered = [...variants];
  if (ordered.length > 2) ordered.unshift(...ordered.splice(1, 1));
  const lines = ["#EXTM3U", "#EXT-X-VERSION:3", "#EXT-X-INDEPENDENT-SEGMENTS"];
  for (const v of ordered) {
    const { width, height } = v.rendition;
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.bandwidth},AVERAGE-BANDWIDTH=${v.averageBandwidth},RESOLUTION=${width}x${height},FRAME-RATE=${stream.frameRate.toFixed(3)},CODECS="${stream.codecs}"`,
      v.playlist,
    );
  }
  return `${lines.join("\n")}\n`;
}
