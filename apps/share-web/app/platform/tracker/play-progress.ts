import type { PlayMilestone } from "@davmu/contract/client";

/** The milestones between the start and the end, in order. */
const MIDDLE: readonly PlayMilestone[] = [25, 50, 75];

/**
 * How far one item's playback got, as the tracker reports it (docs/decisions/0047): the start
 * when playback first runs, 25/50/75 % when the position passes them while playing, and 100 when
 * the media ends. Each milestone is reported once per play-through; ending starts a new one, so a
 * replay counts again. A position reached by seeking before playback started reports nothing.
 */
export function createPlayProgress() {
  let started = false;
  const reached = new Set<PlayMilestone>();
  return {
    /** Playback runs (the media's `playing` event). */
    playing(): PlayMilestone[] {
      if (started) return [];
      started = true;
      return [0];
    },
    /** The position moved while playing: the milestones passed for the first time. */
    position(seconds: number, duration: number): PlayMilestone[] {
      // A live stream or an unknown length has no fraction to report.
      if (!started || !Number.isFinite(duration) || duration <= 0) return [];
      const percent = (seconds / duration) * 100;
      const passed = MIDDLE.filter((m) => percent >= m && !reached.has(m));
      for (const m of passed) reached.add(m);
      return passed;
    },
    /** The media played to its end: the play-through is complete, and the next one is new. */
    ended(): PlayMilestone[] {
      if (!started) return [];
      const rest = [...MIDDLE.filter((m) => !reached.has(m)), 100 as const];
      started = false;
      reached.clear();
      return rest;
    },
  };
}
