/** How a video is played: the browser's own HLS, hls.js over Media Source Extensions, or the MP4 file. */
export type SourceKind = "hls-native" | "hls.js" | "mp4";

type VideoLike = { canPlayType(type: string): string };
type WindowLike = { MediaSource?: unknown; ManagedMediaSource?: unknown };

/**
 * Native HLS where the browser plays it (Safari, iOS, some Android browsers), hls.js where it has
 * Media Source Extensions (hls.js is then fetched, and only then), the MP4 everywhere else.
 */
export function pickSource(video: VideoLike, win: WindowLike): SourceKind {
  if (video.canPlayType("application/vnd.apple.mpegurl")) return "hls-native";
  if (win.MediaSource || win.ManagedMediaSource) return "hls.js";
  return "mp4";
}

/** `m:ss` or `h:mm:ss` of a position in seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
