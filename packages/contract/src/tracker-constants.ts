/** Plain values of the tracker's contract, free of zod for the browser. */

export const TRACKER_BEHAVIORS = ["read", "view", "expose"] as const;
export type TrackerBehavior = (typeof TRACKER_BEHAVIORS)[number];

/** Spec §9: the tracker's version and terminal. */
export const TRACKER_VERSION = "1";
export const TRACKER_TERMINAL = "wap";
