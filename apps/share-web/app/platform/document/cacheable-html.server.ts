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

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP hash sources of every inline script in a rendered page, in order of appearance, without
 * repeats. Computed from the HTML as sent: React Router's hydration scripts differ page by page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
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
