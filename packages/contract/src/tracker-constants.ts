/** Plain values of the tracker's contract, free of zod for the browser. */

export const TRACKER_BEHAVIORS = ["read", "view", "expose", "play"] as const;
export type TrackerBehavior = (typeof TRACKER_BEHAVIORS)[number];

/** Spec §9: the tracker's version and terminal. */
export const TRACKER_VERSION = "1";
export const TRACKER_TERMINAL = "wap";
/**
 * Where a log comes from: the site's own pages (`wap`), or its player framed in another site
 * (`embed`, docs/decisions/0120), so the embeds' views are counted apart.
 */
export const TRACKER_TERMINALS = [TRACKER_TERMINAL, "embed"] as const;
export type TrackerTerminal = (typeof TRACKER_TERMINALS)[number];

/**
 * What one tracker call may carry (docs/decisions/0023): ids per log and logs per call. Beyond
 * either the call is a 400; a page's batches stay well inside.
 */
export const TRACKER_MAX_TIDS_PER_LOG = 20;
export const TRACKER_MAX_LOGS_PER_CALL = 20;

/**
 * How far playback of a video or audio got, as a `play` log's percent (docs/decisions/0047): 0 is
 * the start of playback, 100 the end; each is reported once per play-through.
 */
export const PLAY_MILESTONES = [0, 25, 50, 75, 100] as const;
export type PlayMilestone = (typeof PLAY_MILESTONES)[number];
