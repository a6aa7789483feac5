import href from "./after-content.css?url";

/** The file of the styles for what comes below a content screen's item: comments and related cards. */
export const AFTER_CONTENT_CSS = href;

/**
 * Links the comments' and related cards' styles in the body, just before them (docs/decisions/0061):
 * not inlined in the head, so the page's HTML carries only what its first screen needs. A browser
 * paints what comes before this element without waiting for the file, and holds back only what
 * follows it until the file is in, so nothing shows unstyled. Server and browser render the same
 * element; on a client-side navigation the route's `links` has loaded the file already.
 */
export function AfterContentStyle() {
  return <link rel="stylesheet" href={href} />;
}
