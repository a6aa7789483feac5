import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { playWhenAllowed } from "../../platform/wechat/wechat-bridge.ts";
import { attachHls, type Hls } from "./attach-hls.ts";
import { isDataSaving } from "./autoplay-policy.ts";
import { masterRenditions, pickSource, type Rendition, type SourceKind } from "./media-source.ts";
import type { PlayerMedia } from "./player-types.ts";

/** A stall this long with no progress: the source is loaded again from where it stopped. */
const STALL_RECOVER_MS = 8000;

/** The quality levels, lowest first (hls.js's own order), and what plays: AUTO or one level. */
export const AUTO = -1;

/** On 2g or with data saver the automatic choice keeps to the lowest rendition. */
const savingData = () => typeof navigator !== "undefined" && isDataSaving(navigator as never);

/**
 * The `<video>`'s source: native HLS, hls.js (loaded when needed) or the MP4 (media-source.ts),
 * attached once per media and per attempt (`retry`), falling back to the MP4 when the playlist is
 * missing, and a reload from where it stopped when a stall lasts. The quality: automatic (hls.js
 * capped to the player's size; the browser's own HLS choosing for itself), kept to the lowest on
 * 2g or with data saver, or one rendition the visitor picked: hls.js switches level, the browser's
 * own HLS is given that rendition's playlist, from where it was. `playback` is the element's state
 * (use-video-playback.ts): reset for each source, failed when nothing can play.
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
  const hls = useRef<Hls | null>(null);
  const [source, setSource] = useState<SourceKind | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The heights to choose from, lowest first. */
  const [levels, setLevels] = useState<number[]>([]);
  const [level, setLevel] = useState(AUTO);
  /** The renditions the browser's own HLS can be given, lowest first: the master's, once read. */
  const ladder = useRef<Rendition[]>([]);
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
    setLevel(AUTO);
    const listed = [...media.renditions].sort((a, b) => a.height - b.height);
    const offer = (renditions: Rendition[]) => {
      ladder.current = renditions;
      setLevels(renditions.length > 1 ? renditions.map((r) => r.height) : []);
    };
    offer(kind === "hls-native" ? listed : []);
    if (kind === "hls-native" && !media.live) {
      // The master playlist says which renditions there really are (the browser has it cached).
      fetch(media.hls)
        .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
        .then((text) => {
          const found = masterRenditions(text, media.hls);
          if (live && found.length) offer(found);
        })
        .catch(() => {
          // The listed renditions stand.
        });
    }
    const play = () => {
      if (!live) return;
      playWhenAllowed(el).catch(() => {
        // A start the browser refused (autoplay with sound): the visitor presses play.
      });
    };
    if (kind === "hls.js") {
      const saving = savingData();
      const playFile = () => {
        setSource("mp4");
        setLevels([]);
        el.src = media.url;
        play();
      };
      // The lowest rendition first (the one fetched ahead at idle: warm-start.ts): the first
      // frame comes soonest, and the automatic choice moves up as the network allows.
      attachHls(el, media.hls, {
        config: { capLevelToPlayerSize: true, startLevel: 0 },
        alive: () => live,
        onParsed: (h) => {
          if (saving) h.autoLevelCapping = 0;
          setLevels(h.levels.map((l) => l.height));
          play();
        },
        onFatal: (h, playlistMissing) => {
          if (!playlistMissing) return fail();
          // No playlist: the MP4 may still be there.
          h.destroy();
          hls.current = null;
          playFile();
        },
      })
        .then((h) => {
          // Left meanwhile: the instance goes with the effect that made it.
          if (h && !live) h.destroy();
          else if (h) hls.current = h;
        })
        .catch(() => {
          if (live) playFile();
        });
    } else {
      // Saving data, the browser's own HLS is given the lowest rendition rather than the ladder.
      const lowest = savingData() && listed[0] ? listed[0].url : media.hls;
      el.src = kind === "hls-native" ? lowest : media.url;
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

  const chooseLevel = useCallback(
    (value: number) => {
      setLevel(value);
      if (hls.current) {
        // A level the visitor picked is theirs, data saver or not; AUTO keeps to the cap again.
        hls.current.autoLevelCapping = value === AUTO && savingData() ? 0 : -1;
        hls.current.currentLevel = value;
        return;
      }
      const el = video.current;
      if (!el || !media.hls) return;
      const url = value === AUTO ? media.hls : ladder.current[value]?.url;
      if (!url) return;
      // The browser's own HLS: the picked playlist, from where it was, playing if it played.
      const at = el.currentTime;
      const wasPlaying = !el.paused;
      el.src = url;
      const resume = () => {
        el.currentTime = at;
        if (wasPlaying) el.play().catch(() => {});
      };
      el.addEventListener("loadedmetadata", resume, { once: true });
    },
    [video, media],
  );
  const retry = useCallback(() => setAttempt((a) => a + 1), []);

  return { source, levels, level, chooseLevel, retry };
}
