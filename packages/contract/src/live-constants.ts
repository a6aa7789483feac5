/**
 * A live room's status (spec §3: numeric, its meaning not shown; docs/decisions/0063): not started,
 * live, ended, under review. The service derives the first three from the clock and the room's
 * start and end times, so a room goes live at its start time without anyone changing a row;
 * "under review" is set by an editor and wins over the clock.
 */
export const LIVE_STATUS = { notStarted: 0, live: 1, ended: 2, review: 3 } as const;
export type LiveStatus = (typeof LIVE_STATUS)[keyof typeof LIVE_STATUS];
/** The room's layout (spec §2's sub-screens): a picture-and-text live blog, or video across or upright. */
export const LIVE_LAYOUTS = ["image", "landscape", "portrait"] as const;
/** What a column tab shows: the chat, the room's introduction, a linked page, the playlist. */
export const LIVE_COLUMN_TYPES = ["chat", "intro", "link", "playlist"] as const;

/** A live blog's posts a room's answer carries at most, newest first. */
export const LIVE_POSTS_MAX = 50;

/**
 * The status a room has at `now` (seconds), given the status the service last gave (`known`):
 * under review stays so; otherwise the clock decides between the start and end times, so a room
 * goes live and ends by itself, on the service and on a page that counts down. A room without a
 * start time keeps the status it was given.
 */
export function liveStatusAt(
  known: number,
  start: number | null,
  end: number | null,
  now: number,
): LiveStatus {
  if (known === LIVE_STATUS.review) return LIVE_STATUS.review;
  if (end !== null && now >= end) return LIVE_STATUS.ended;
  if (start === null)
    return known === LIVE_STATUS.live || known === LIVE_STATUS.ended ? known : LIVE_STATUS.notStarted;
  return now < start ? LIVE_STATUS.notStarted : LIVE_STATUS.live;
}

/** A chat message's length at most, in characters. */
export const LIVE_CHAT_TEXT_MAX = 100;
/** Messages a chat page holds at most. */
export const LIVE_CHAT_PAGE_MAX = 50;
/** Taps one like call may carry: a page sends a burst of taps together. */
export const LIVE_LIKE_BATCH_MAX = 50;
