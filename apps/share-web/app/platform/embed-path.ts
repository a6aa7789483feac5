import { BASENAME } from "./seo.ts";

/** An address of the embeddable players (docs/decisions/0120), in any locale. */
const EMBED_PATH = new RegExp(`^${BASENAME}(?:/en)?/embed/`);

/**
 * Whether `pathname` (with the site's base path) is one of the embeddable players: the only pages
 * other sites may frame, and whose plays the tracker counts as the embed's.
 */
export function isEmbedPath(pathname: string): boolean {
  return EMBED_PATH.test(pathname);
}
