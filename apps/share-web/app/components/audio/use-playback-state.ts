import { type RefObject, useEffect, useState } from "react";

/** What the controls show of the media element, read from it at each of its events. */
export type PlaybackState = {
  playing: boolean;
  /** Seconds. */
  time: number;
  /** Seconds; NaN until the file's length is known. */
  duration: number;
  /** The end of the last buffered range, in seconds. */
  buffered: number;
  /** Asked to play, and waiting for data. */
  buffering: boolean;
  /** The file could not be played (missing, unreadable). */
  failed: boolean;
  rate: number;
};

const EVENTS = [
  "play",
  "pause",
  "playing",
  "waiting",
  "canplay",
  "timeupdate",
  "durationchange",
  "loadedmetadata",
  "loadstart",
  "progress",
  "ratechange",
  "seeking",
  "seeked",
  "ended",
  "error",
  "emptied",
] as const;

/** HTMLMediaElement.HAVE_FUTURE_DATA: enough to play on from here. */
const HAVE_FUTURE_DATA = 3;

function read(el: HTMLMediaElement): PlaybackState {
  const ranges = el.buffered;
  const failed = el.error !== null;
  return {
    playing: !el.paused && !el.ended,
    time: el.currentTime,
    duration: el.duration,
    buffered: ranges.length ? ranges.end(ranges.length - 1) : 0,
    buffering: !failed && !el.paused && !el.ended && el.readyState < HAVE_FUTURE_DATA,
    failed,
    rate: el.playbackRate,
  };
}

const same = (a: PlaybackState, b: PlaybackState) =>
  (Object.keys(a) as (keyof PlaybackState)[]).every((k) => Object.is(a[k], b[k]));

/** The media element's state, kept in step with it (it may have started before this was mounted). */
export function usePlaybackState(media: RefObject<HTMLMediaElement | null>): PlaybackState {
  const [state, setState] = useState<PlaybackState>(() =>
    media.current
      ? read(media.current)
      : {
          playing: false,
          time: 0,
          duration: Number.NaN,
          buffered: 0,
          buffering: false,
          failed: false,
          rate: 1,
        },
  );
  useEffect(() => {
    const el = media.current;
    if (!el) return;
    const update = () => setState((prev) => (same(prev, read(el)) ? prev : read(el)));
    update();
    for (const type of EVENTS) el.addEventListener(type, update);
    return () => {
      for (const type of EVENTS) el.removeEventListener(type, update);
    };
  }, [media]);
  return state;
}
