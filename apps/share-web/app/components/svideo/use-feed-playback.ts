import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { afterLoad } from "../../platform/after-load/after-load.ts";
import { browserAutoplayEnv, mayAutoplay, mayLoadAhead } from "../player/autoplay-policy.ts";

/** How playback began: not yet (posters with a play mark), on its own once idle (muted), or at a tap. */
export type FeedMode = "idle" | "auto" | "tap";

export type FeedPlayback = {
  mode: FeedMode;
  /**
   * Playback waits for a tap, but the current clip may load ahead of it (autoplay-policy.ts,
   * mayLoadAhead): its `<video>` is there, paused on its first frame, so the tap plays at once.
   */
  warm: boolean;
  /** The visitor's sound choice: off until their first tap, then kept from clip to clip. */
  sound: boolean;
  /** The visitor paused the current clip (a tap, the pause button, space). */
  paused: boolean;
  /** Whether the current clip should be playing now. */
  playing: boolean;
  /**
   * The current clip's `<video>`, or null: what the play-progress tracking and the open-in-app
   * resume position read (currentTime, duration).
   */
  media: RefObject<HTMLVideoElement | null>;
  /** The play mark: start playback with sound (the tap is the visitor's first). */
  start: () => void;
  /** A tap on the picture: the first turns the sound on, the next ones pause and play. */
  tap: () => void;
  togglePause: () => void;
  toggleMute: () => void;
  /** The page was hidden or shown again (visibilitychange). */
  setHidden: (hidden: boolean) => void;
  /** The browser refused to play with sound: the clip plays muted, and a tap turns the sound on. */
  soundRefused: () => void;
  /** The clip stopped without the visitor (refused to play at all, or paused by the system). */
  stopped: () => void;
};

/**
 * The feed's playback: one state for every clip, so the visitor's choices (sound on, paused) follow
 * them from clip to clip. Where autoplay is allowed (autoplay-policy.ts) playback starts muted once
 * the page is idle; elsewhere each clip waits for a tap on its play mark. Calls that need the tap's
 * user activation (unmute, play) act on the element at once, in the tap's own handler.
 */
export function useFeedPlayback(active: number): FeedPlayback {
  const [mode, setMode] = useState<FeedMode>("idle");
  const [warm, setWarm] = useState(false);
  const [sound, setSound] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const media = useRef<HTMLVideoElement | null>(null);
  const latest = useRef({ mode, sound, paused });
  latest.current = { mode, sound, paused };

  useEffect(() => {
    let live = true;
    afterLoad().then(() => {
      if (!live) return;
      const env = browserAutoplayEnv();
      if (mayAutoplay(env)) setMode((m) => (m === "idle" ? "auto" : m));
      else if (mayLoadAhead(env)) setWarm(true);
    });
    return () => {
      live = false;
    };
  }, []);

  // A new clip plays, whatever the last one was doing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the change of clip is the trigger
  useEffect(() => setPaused(false), [active]);

  const start = useCallback(() => {
    setMode("tap");
    setSound(true);
    setPaused(false);
  }, []);
  const togglePause = useCallback(() => {
    if (latest.current.mode === "idle") return start();
    const next = !latest.current.paused;
    if (next) media.current?.pause();
    else media.current?.play().catch(() => {});
    setPaused(next);
  }, [start]);
  const toggleMute = useCallback(() => {
    const next = !latest.current.sound;
    if (media.current) media.current.muted = !next;
    setSound(next);
  }, []);
  const tap = useCallback(() => {
    const { mode, sound } = latest.current;
    if (mode === "idle") return start();
    if (sound) return togglePause();
    const el = media.current;
    if (el) {
      el.muted = false;
      if (el.paused) el.play().catch(() => {});
    }
    setSound(true);
    setPaused(false);
  }, [start, togglePause]);
  const soundRefused = useCallback(() => setSound(false), []);
  const stopped = useCallback(() => setPaused(true), []);

  return useMemo(
    () => ({
      mode,
      warm,
      sound,
      paused,
      playing: mode !== "idle" && !paused && !hidden,
      media,
      start,
      tap,
      togglePause,
      toggleMute,
      setHidden,
      soundRefused,
      stopped,
    }),
    [mode, warm, sound, paused, hidden, start, tap, togglePause, toggleMute, soundRefused, stopped],
  );
}
