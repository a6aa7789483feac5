import { type RefObject, useCallback, useEffect, useState } from "react";
import { kept } from "../../platform/data/kept.ts";

/** The speeds offered on video and audio (倍速), as Chinese video sites and podcast apps offer them. */
export const SPEEDS = [0.75, 1, 1.25, 1.5, 2] as const;

/** Where the visitor's speed is kept: one for video and audio alike, as a listener sets it once. */
export const SPEED_KEY = "davmu.speed";

const keptSpeed = kept<number>("local", SPEED_KEY, {
  decode: (text) => (SPEEDS.some((s) => String(s) === text) ? Number(text) : null),
  encode: String,
});

/** The speed after `rate`: the next one up, and back to the slowest after the fastest. */
export function nextSpeed(rate: number): number {
  const next = SPEEDS.find((s) => s > rate + 0.001);
  return next ?? SPEEDS[0];
}

/** How a speed is shown: 1×, 1.25×, 0.75×. */
export function speedLabel(rate: number): string {
  return `${Number(rate.toFixed(2))}×`;
}

/** The visitor's kept speed, 1 when none is kept (or no storage). */
export function readSpeed(): number {
  return keptSpeed.read() ?? 1;
}

/**
 * Plays `el` at `rate` from now on, the next file included (loading a source resets the rate to
 * the default one), and keeps it for the visitor's next page unless `keep` is false (the kept
 * speed applied to a new player).
 */
export function applySpeed(el: HTMLMediaElement, rate: number, keep = true): void {
  el.defaultPlaybackRate = rate;
  el.playbackRate = rate;
  if (keep) keptSpeed.write(rate === 1 ? null : rate);
}

/**
 * The speed of `media`: the visitor's kept one from the start, and `choose` to change it (and keep
 * it). `rate` follows the element, whoever changed it (the lock screen, the audio player's button).
 */
export function usePlaybackSpeed(media: RefObject<HTMLMediaElement | null>) {
  const [rate, setRate] = useState(1);
  useEffect(() => {
    const el = media.current;
    if (!el) return;
    const kept = readSpeed();
    if (kept !== 1) applySpeed(el, kept, false);
    setRate(el.playbackRate);
    const follow = () => setRate(el.playbackRate);
    el.addEventListener("ratechange", follow);
    return () => el.removeEventListener("ratechange", follow);
  }, [media]);
  const choose = useCallback(
    (next: number) => {
      const el = media.current;
      if (el) applySpeed(el, next);
    },
    [media],
  );
  return { rate, choose };
}
