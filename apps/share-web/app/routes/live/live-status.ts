import { LIVE_STATUS, type LiveStatus } from "@davmu/contract/client";

/** The room's cover spans the page (720 px at most). */
export const LIVE_COVER_SIZES = "(min-width: 720px) 720px, 100vw";

/** The texts' key of a status: `live.status.<key>`, `live.card.<key>`. */
export type StatusKey = "notStarted" | "live" | "ended" | "review";

export function statusKey(status: LiveStatus): StatusKey {
  switch (status) {
    case LIVE_STATUS.live:
      return "live";
    case LIVE_STATUS.ended:
      return "ended";
    case LIVE_STATUS.review:
      return "review";
    default:
      return "notStarted";
  }
}

/** Days, hours, minutes and seconds left until `target` (seconds), none below zero. */
export function countdownParts(target: number, now: number) {
  const left = Math.max(0, Math.ceil(target - now));
  return {
    left,
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
