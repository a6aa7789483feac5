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

/** One rendition of an HLS master playlist: its picture's height and its media playlist's URL. */
export type Rendition = { height: number; url: string };

/**
 * The renditions an HLS master playlist lists (`#EXT-X-STREAM-INF` with a RESOLUTION, then its
 * URI), lowest first, URIs resolved against the master's URL: what a browser playing HLS itself
 * can be given when the visitor picks a quality.
 */
export function masterRenditions(text: string, masterUrl: string): Rendition[] {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const found: Rendition[] = [];
  lines.forEach((line, i) => {
    if (!line.startsWith("#EXT-X-STREAM-INF:")) return;
    const height = Number(/RESOLUTION=\d+x(\d+)/.exec(line)?.[1]);
    const uri = lines.slice(i + 1).find((l) => l && !l.startsWith("#"));
    if (!height || !uri) return;
    const url = new URL(uri, new URL(masterUrl, "http://localhost/")).href;
    found.push({
      height,
      url: /^[a-z][a-z0-9+.-]*:/i.test(masterUrl) ? url : url.replace(/^http:\/\/localhost/, ""),
    });
  });
  return found.sort((a, b) => a.height - b.height);
}
