import { isPcPagePath } from "./desktop-redirect.ts";
import { BASENAME } from "./seo.ts";

/**
 * The PC share page's `url` query, accepted only when it names one of this site's own pages: the
 * same origin as the wap host and a path under /davmu/share/ (but not the PC page itself). Anything
 * else gives null, and the caller shows the home page instead, so the page can never be used to frame
 * or point a QR code at another site.
 *
 * The WHATWG URL parser decides, as browsers do; on top of it, text that parsers and browsers read
 * differently (backslashes, whitespace, control characters, encoded slashes) is refused outright.
 */
export function sitePageUrl(raw: string | null | undefined, wapHost: string): string | null {
  if (!raw || raw.length > 2048) return null;
  // Browsers read "\" as "/" and drop tabs and newlines: "/\evil" and "http:/\evil" reach other hosts.
  if (hasAmbiguousCharacters(raw)) return null;
  let url: URL;
  let site: URL;
  try {
    // Absolute only: a relative "//evil" or "%2F%2Fevil" must not be resolved against anything.
    url = new URL(raw);
    site = new URL(wapHost);
  } catch {
    return null;
  }
  if (url.origin === "null" || url.origin !== site.origin) return null;
  // http://host@evil has the host evil; a URL that carries credentials at all is not a link we made.
  if (url.username || url.password) return null;
  // The router reads the basename without regard to case, as Express does.
  if (!url.pathname.toLowerCase().startsWith(`${BASENAME.toLowerCase()}/`)) return null;
  // An encoded slash or backslash in the path could be decoded into "//evil" further along.
  if (/%2f|%5c/i.test(url.pathname)) return null;
  if (isPcPagePath(url.pathname.slice(BASENAME.length))) return null;
  return url.href;
}

/** Backslashes, whitespace (Unicode spaces included) and control characters. */
function hasAmbiguousCharacters(raw: string): boolean {
  for (const ch of raw) {
    const code = ch.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || ch === "\\") return true;
  }
  return /\s/u.test(raw);
}
