/** The banner spans the page (720 px at most). */
export const SPECIAL_BANNER_SIZES = "(min-width: 720px) 720px, 100vw";
