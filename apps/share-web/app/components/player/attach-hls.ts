import type Hls from "hls.js/light";
import type { HlsConfig } from "hls.js/light";

export type { Hls };

/**
 * Plays `url` in `el` through hls.js: its light build, fetched as a chunk of its own only here,
 * where the browser has no HLS of its own. A fatal media error is recovered by hls.js itself; any
 * other fatal error is the caller's (`onFatal`, told whether the playlist itself could not be
 * loaded, which leaves the MP4 to try). Resolves with the instance once attached, or null when
 * `alive()` turned false while the chunk came; rejects when the chunk could not be fetched.
 */
export async function attachHls(
  el: HTMLVideoElement,
  url: string,
  options: {
    config: Partial<HlsConfig>;
    alive: () => boolean;
    /** The playlist is read: its levels are known. */
    onParsed?: (hls: Hls) => void;
    onFatal: (hls: Hls, playlistMissing: boolean) => void;
  },
): Promise<Hls | null> {
  const { default: HlsPlayer } = await import("hls.js/light");
  if (!options.alive()) return null;
  const hls = new HlsPlayer(options.config);
  hls.on(HlsPlayer.Events.MANIFEST_PARSED, () => options.onParsed?.(hls));
  hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR) return hls.recoverMediaError();
    options.onFatal(hls, data.details === HlsPlayer.ErrorDetails.MANIFEST_LOAD_ERROR);
  });
  hls.loadSource(url);
  hls.attachMedia(el);
  return hls;
}
