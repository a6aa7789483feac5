import { type RefObject, type SyntheticEvent, useCallback, useMemo, useRef, useState } from "react";
import { togglePlayback } from "./toggle-playback.ts";

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * What the `<video>` says of itself, as state the controls draw from: playing, muted, where it is,
 * how long it is, how far it has loaded, whether it waits for data or failed. `events` go on the
 * element; `reset` starts over for a new source (an album's next episode, a retry).
 */
export function useVideoPlayback(
  video: RefObject<HTMLVideoElement | null>,
  {
    duration: knownDuration,
    startMuted,
    onPlay,
  }: { duration: number; startMuted: boolean; onPlay?: () => void },
) {
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(startMuted);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(knownDuration);
  const [buffered, setBuffered] = useState(0);
  const [buffering, setBuffering] = useState(false);
  const [failed, setFailed] = useState(false);

  // Loading a source pauses the element without a pause event: nothing plays until it says so.
  const reset = useCallback((nextDuration: number) => {
    setFailed(false);
    setPlaying(false);
    setTime(0);
    setDuration(nextDuration);
    setBuffered(0);
    setBuffering(false);
  }, []);
  const fail = useCallback(() => setFailed(true), []);

  const played = useRef(onPlay);
  played.current = onPlay;
  const events = useMemo(
    () => ({
      onPlay: () => {
        setPlaying(true);
        played.current?.();
      },
      onPause: () => setPlaying(false),
      onPlaying: () => setBuffering(false),
      onWaiting: () => setBuffering(true),
      onCanPlay: () => setBuffering(false),
      onTimeUpdate: (e: VideoEvent) => setTime(e.currentTarget.currentTime),
      onDurationChange: (e: VideoEvent) => setDuration(e.currentTarget.duration),
      onProgress: (e: VideoEvent) => {
        const el = e.currentTarget;
        if (el.buffered.length) setBuffered(el.buffered.end(el.buffered.length - 1));
      },
      onVolumeChange: (e: VideoEvent) => setMuted(e.currentTarget.muted),
      onError: () => setFailed(true),
    }),
    [],
  );

  // What the play button shows, read at the tap (togglePlayback: the tap does what it says).
  const shownPlaying = useRef(playing);
  shownPlaying.current = playing;
  const toggle = useCallback(() => {
    const el = video.current;
    if (el) togglePlayback(el, shownPlaying.current);
  }, [video]);
  const toggleMute = useCallback(() => {
    const el = video.current;
    if (!el) return;
    el.muted = !el.muted;
    setMuted(el.muted);
  }, [video]);
  const seekTo = useCallback(
    (seconds: number) => {
      const el = video.current;
      if (!el) return;
      el.currentTime = Math.min(Math.max(0, seconds), el.duration || seconds);
      setTime(el.currentTime);
    },
    [video],
  );

  return {
    playing,
    muted,
    time,
    duration,
    buffered,
    buffering,
    failed,
    events,
    reset,
    fail,
    toggle,
    toggleMute,
    seekTo,
  };
}
