import type { Danmu } from "@davmu/contract/client";

/**
 * How long a scrolling danmu of a typical width (DANMU_TYPICAL_WIDTH) takes to cross, and how long
 * a top or bottom one stays, in seconds of video.
 */
export const DANMU_SECONDS = 7;
/** The width, in px, of the danmu that crosses in exactly DANMU_SECONDS: a dozen characters or so. */
export const DANMU_TYPICAL_WIDTH = 160;

/**
 * How fast scrolling danmu move across a stage `stage` px wide, in px a second of video: all at the
 * same speed, so that one never catches up with the one before it in its lane, and they can ride
 * one moving layer together (danmu-layer.tsx). A longer one stays a little longer.
 */
export function danmuSpeed(stage: number): number {
  return (stage + DANMU_TYPICAL_WIDTH) / DANMU_SECONDS;
}

/** How long a danmu `width` px wide is on a stage `stage` px wide, in seconds of video. */
export function danmuLife(mode: Danmu["mode"], width: number, stage: number): number {
  return mode === "scroll" ? (stage + width) / danmuSpeed(stage) : DANMU_SECONDS / 2;
}
/**
 * At most this many danmu start in one second of video unless the player's cap says otherwise
 * (danmu-density.ts); the rest of a busy second are dropped.
 */
export const DANMU_PER_SECOND = 8;

/** The first danmu of a list sorted by time that comes after `seconds` (binary search). */
export function firstAfter(list: readonly Danmu[], seconds: number): number {
  const ms = seconds * 1000;
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.offset_ms <= ms) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export type Placed = { danmu: Danmu; lane: number; start: number; width: number };

/**
 * Places danmu in lanes (`lanes` for the scrolling ones, `fixedLanes` each for the top and the
 * bottom ones): a scrolling one takes the first lane whose last danmu has fully entered
 * (so they never overlap), a top or bottom one the first lane free for its time. A danmu with no
 * free lane, or past the second's cap, is dropped rather than laid over the picture.
 */
export function createLanes(lanes: number, perSecondCap = DANMU_PER_SECOND, fixedLanes = lanes) {
  const scroll: (Placed | null)[] = Array(lanes).fill(null);
  const fixed: Record<"top" | "bottom", number[]> = {
    top: Array(fixedLanes).fill(-1),
    bottom: Array(fixedLanes).fill(-1),
  };
  const perSecond = new Map<number, number>();
  return {
    /** `stage` is the picture's width in px, `width` the danmu's own; `at` the video's time in seconds. */
    place(danmu: Danmu, at: number, width: number, stage: number): Placed | null {
      const second = Math.floor(at);
      const count = perSecond.get(second) ?? 0;
      if (count >= perSecondCap) return null;
      let lane = -1;
      if (danmu.mode === "scroll") {
        // All move at one speed: a lane is free once its last danmu has fully entered, with a gap.
        const speed = danmuSpeed(stage);
        lane = scroll.findIndex((p) => !p || (at - p.start) * speed > p.width + 16);
      } else {
        const ends = fixed[danmu.mode];
        lane = ends.findIndex((end) => end <= at);
      }
      if (lane < 0) return null;
      const placed = { danmu, lane, start: at, width };
      if (danmu.mode === "scroll") scroll[lane] = placed;
      else fixed[danmu.mode][lane] = at + DANMU_SECONDS / 2;
      perSecond.set(second, count + 1);
      return placed;
    },
    /** After a seek: the lanes are empty again. */
    reset() {
      scroll.fill(null);
      fixed.top.fill(-1);
      fixed.bottom.fill(-1);
      perSecond.clear();
    },
  };
}
