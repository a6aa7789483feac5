/** Plain values of the tracker's contract, free of zod for the browser. */

export const TRACKER_BEHAVIORS = ["read", "view", "expose"] as const;
export type TrackerBehavior = (typeof TRACKER_BEHAVIORS)[number];

/** Spec §9: the tracker's version and terminal. */
export const TRACKER_VERSION = "1";
export const TRACKER_TERMINAL = "wap";

/**
 * What one tracker call may carry (docs/decisions/0023): ids per log and logs per call. Beyond
 * either the call is a 400; a page's batches stay well inside.
 */
export const TRACKER_MAX_TIDS_PER_LOG = 20;
export const TRACKER_MAX_LOGS_PER_CALL = 20;
