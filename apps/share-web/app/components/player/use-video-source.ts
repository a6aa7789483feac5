import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { pickSource, type SourceKind } from "./media-source.ts";
import type { PlayerMedia } from "./player-types.ts";

/** A stall this long with no progress: the source is loaded again from where it stopped. */
const STALL_RECOVER_MS = 8000;

type HlsLike = {
  levels: { height: number }[];
  currentLevel: number;
  startLoad(): void;
  recoverMediaError(): void;
  destroy(): void;
};

/**
 * The `<video>`'s source: native HLS, hls.js (loaded when needed) or the MP4 (media-source.ts),
 * attached once per media and per attempt (`retry`), falling back to the MP4 when the playlist is
 * missing, with the HLS ladder's heights to choose from, and a reload from where it stopped when a
 * stall lasts. `playback` is the element's state (use-video-playback.ts): reset for each source,
 * failed when nothing can play.
 */
export function useVideoSource(
  video: RefObject<HTMLVideoElement | null>,
  media: PlayerMedia,
  playback: {
    reset(duration: number): void;
    fail(): void;
    buffering: boolean;
    playing: boolean;
  },
) {
  const hls = useRef<HlsLike | null>(null);
  const [source, setSource] = useState<SourceKind | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [levels, setLevels] = useState<number[]>([]);
  const [level, setLevel] = useState(-1);
  const { reset, fail, buffering, playing } = playback;

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let live = true;
    // A retry is a new attempt: the source is attached again from the start.
    void attempt;
    // A recording offered as MP4 only (a replay, a room's notice video) has no playlist to pick.
    const kind = media.hls ? pickSource(el, window as unknown as Record<string, unknown>) : "mp4";
    setSource(kind);
    // Another video in the same element (an album's next episode): nothing of the last one stays.
    reset(media.duration);
    setLevels([]);
    setLevel(-1);
    const play = () => {
      if (!live) return;
      el.play().catch(() => {
        // A start the browser refused (autoplay with sound): the visitor presses play.
      });
    };
    if (kind === "hls.js") {
      import("hls.js/light")
        .then(({ default: Hls }) => {
          if (!live) return;
          const h = new Hls({ capLevelToPlayerSize: true });
          hls.current = h as unknown as HlsLike;
          h.on(Hls.Events.MANIFEST_PARSED, () => {
            setLevels(h.levels.map((l) => l.height));
            play();
          });
          h.on(Hls.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            if (data.type === Hls.ErrorTypes.MEDIA_ERROR) h.recoverMediaError();
            else if (data.details === Hls.ErrorDetails.MANIFEST_LOAD_ERROR) {
              // No playlist: the MP4 may still be there.
              h.destroy();
              hls.current = null;
              setSource("mp4");
              el.src = media.url;
              play();
            } else fail();
          });
          h.loadSource(media.hls);
          h.attachMedia(el);
        })
        .catch(() => {
          if (!live) return;
          setSource("mp4");
          el.src = media.url;
          play();
        });
    } else {
      el.src = kind === "hls-native" ? media.hls : media.url;
      play();
    }
    return () => {
      live = false;
      hls.current?.destroy();
      hls.current = null;
      el.removeAttribute("src");
      el.load();
    };
  }, [video, media, attempt, reset, fail]);

  // A stall that lasts: load again from where it stopped (hls.js retries its own way).
  useEffect(() => {
    if (!buffering || !playing) return;
    const timer = setTimeout(() => {
      const el = video.current;
      if (!el) return;
      if (hls.current) return hls.current.startLoad();
      const at = el.currentTime;
      el.load();
      el.currentTime = at;
      el.play().catch(() => {});
    }, STALL_RECOVER_MS);
    return () => clearTimeout(timer);
  }, [video, buffering, playing]);

  const chooseLevel = useCallback((value: number) => {
    setLevel(value);
    if (hls.current) hls.current.currentLevel = value;
  }, []);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  return { source, levels, level, chooseLevel, retry };
}
