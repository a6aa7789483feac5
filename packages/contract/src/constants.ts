/** Plain values of the contract, free of zod so the browser bundle can use them at no cost. */

/** The envelope's success code. */
export const API_OK = 0;

/** Spec §9: the theme colour when app info gives none. */
export const DEFAULT_THEME_COLOR = "#FF4A26";

/** The content types of spec §1. */
export const CONTENT_TYPES = [
  "doc",
  "gallery",
  "audio",
  "audio_album",
  "video",
  "video_album",
  "svideo",
  "special",
  "live",
  "mini_program",
] as const;

/**
 * Spec §9: the fetch minimum delay. A loading indicator appears only for a request that takes
 * longer than this, and a loading state, once shown, stays at least this long, so fast answers
 * never flash (apps/share-web/app/platform/loading/).
 */
export const FETCH_MIN_DELAY_MS = 200;

/**
 * The header that carries the inner secret (DAVMU_INNER_SECRET) on the site's server-side calls to
 * the inner services; the browser never sends or sees it (docs/decisions/0021).
 */
export const INNER_SECRET_HEADER = "X-Davmu-Inner-Secret";
