import { createHash } from "node:crypto";

/**
 * Whether a response may be kept by a shared cache (a CDN or nginx in front of the site): anything
 * not marked private or no-store. Such a page must not carry a nonce, which the cache would replay
 * to every visitor; it allows its inline scripts by their hashes instead.
 */
export function isSharedCacheable(cacheControl: string | null): boolean {
  if (!cacheControl) return true;
  return !/(^|[\s,])(private|no-store)([\s,=]|$)/i.test(cacheControl);
}

/**
 * A page whose render failed after its route allowed caching (a 500 set while rendering) must not
 * be kept for the route's lifetime by a shared cache in front: it becomes no-store.
 */
export function forgetFailedRender(headers: Headers, status: number): void {
  if (status >= 500) headers.set("Cache-Control", "no-store");
}

const OPEN = Buffer.from("<script");
const CLOSE = Buffer.from("</script");
const GT = 0x3e;
const SRC = /\ssrc\s*=/i;

/**
 * The CSP hash sources of every inline script in a rendered page, in order of appearance, without
 * repeats. Computed from the HTML as sent: React Router's hydration scripts differ page by page.
 * Read from the page's bytes as they are: a script's hash is that of its UTF-8 text, and the page
 * is never turned into a string (a copy twice its size, for every page).
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  let at = html.indexOf(OPEN);
  while (at >= 0) {
    const next = html[at + OPEN.length];
    const tagEnd = html.indexOf(GT, at);
    if (tagEnd < 0) break;
    // `<script` followed by its attributes or `>`, not a longer name.
    const isScript = next === GT || next === 0x20 || next === 0x09 || next === 0x0a || next === 0x0d;
    const end = isScript ? html.indexOf(CLOSE, tagEnd) : tagEnd;
    if (end < 0) break;
    if (isScript && !SRC.test(` ${html.toString("latin1", at + OPEN.length, tagEnd)}`)) {
      const text = html.subarray(tagEnd + 1, end);
      hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    }
    at = html.indexOf(OPEN, end);
  }
  return [...hashes];
}

/**
 * A validator for a page's bytes. Weak, because compression in front of it changes the bytes sent
 * while the page stays the same.
 */
export function htmlEtag(body: Uint8Array): string {
  return `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

/** RFC 9110 §13.1.2: If-None-Match matches by weak comparison, or "*" matches any current page. */
export function matchesIfNoneMatch(header: string | null, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}
