import { keptRecent } from "../../platform/data/kept-recent.ts";
import { MIN_RESUME_SECONDS } from "../open-app/resume-position.ts";

/** How many items' positions the browser keeps: the oldest is dropped for a new one. */
export const KEPT_POSITIONS = 50;
/** The end of an item, in seconds and as a share of its length: played this far, it is done. */
const END_SECONDS = 10;
const END_SHARE = 0.05;

/**
 * The position worth keeping for an item `duration` seconds long played to `seconds`, or null when
 * there is none: under MIN_RESUME_SECONDS (it starts from the beginning anyway), or at its end,
 * the last 10 s or 5 % of it, whichever is shorter (so a short item keeps its middle; played to
 * there, it starts over next time). A length not known yet keeps the position.
 */
export function positionToKeep(seconds: number, duration: number): number | null {
  if (!Number.isFinite(seconds) || seconds < MIN_RESUME_SECONDS) return null;
  if (Number.isFinite(duration) && duration > 0) {
    if (duration - seconds <= Math.min(END_SECONDS, duration * END_SHARE)) return null;
  }
  return Math.floor(seconds);
}

/** Where the visitor left each of the videos and tracks they played last, in this browser. */
export const playPositions = keptRecent<number>("davmu.play-positions", KEPT_POSITIONS, (value) =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null,
);
