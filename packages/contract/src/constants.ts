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

/** The site's route segment of each content type (spec §2); a live broadcast is `local_live`. */
export const CONTENT_ROUTE_SEGMENT: Record<(typeof CONTENT_TYPES)[number], string> = {
  doc: "doc",
  gallery: "gallery",
  audio: "audio",
  audio_album: "audio_album",
  video: "video",
  video_album: "video_album",
  svideo: "svideo",
  special: "special",
  live: "local_live",
  mini_program: "mini_program",
};

/**
 * The app's sections that are not content items (spec §1: community circles, legal Q&A, the
 * knowledge catalogue; activities): each has its own tables and pages, and lists its items as cards
 * of these types in a channel of its own and in search (docs/decisions/0074).
 */
export const SECTION_CARD_TYPES = ["circle_post", "law_question", "catalogue", "activity"] as const;
export type SectionCardType = (typeof SECTION_CARD_TYPES)[number];

/** Every type a card in a list can have: a content item's, or a section's. */
export const CARD_TYPES = [...CONTENT_TYPES, ...SECTION_CARD_TYPES] as const;

/** The site path of a section card's page, before its id (spec §2). */
export const SECTION_CARD_PATH: Record<SectionCardType, string> = {
  circle_post: "dimim/content",
  law_question: "fazak/problemShare",
  catalogue: "dejin/catalog",
  activity: "activity",
};

/** Whether a card's type is a section's (its page is not a content item's). */
export function isSectionCardType(type: string): type is SectionCardType {
  return (SECTION_CARD_TYPES as readonly string[]).includes(type);
}

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

/** The most pictures a sitemap names of one gallery (the image extension allows 1,000). */
export const SITEMAP_IMAGES_MAX = 50;
