/** Plain values of audio, video and danmu, free of zod so the browser bundle can use them at no cost. */

/** The content types that are albums: an ordered list of episodes (video) or tracks (audio). */
export const ALBUM_TYPES = ["audio_album", "video_album"] as const;
export type AlbumType = (typeof ALBUM_TYPES)[number];

/** How a danmu crosses the video: right to left, or held at the top or the bottom (docs/decisions/0042). */
export const DANMU_MODES = ["scroll", "top", "bottom"] as const;
export type DanmuMode = (typeof DANMU_MODES)[number];

/** The longest danmu, in characters (code points): one line across a phone held sideways. */
export const DANMU_TEXT_MAX = 100;

/** The colour of a danmu that names none. */
export const DANMU_DEFAULT_COLOUR = "#FFFFFF";

/** The longest time window one danmu request may ask for, in milliseconds. */
export const DANMU_WINDOW_MAX_MS = 10 * 60 * 1000;

/** The most danmu one answer holds: the earliest of the window, so a player asks again from the last. */
export const DANMU_PAGE_MAX = 1000;
