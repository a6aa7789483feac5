import { isAbsoluteImageUrl, MEDIA_PATH_PREFIX } from "@davmu/contract";

/** A path under /media/ after normalising: plain segments only, none of them `.` or `..`. */
const MEDIA_PATH = /^\/media(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)+$/;
/** Resolves relative references without ever reaching a real host. */
const NOWHERE = "http://media.invalid";

/**
 * A media reference content may hold (a cover, an image, a body image), normalised, or null when it
 * is none: an absolute http(s) URL with a host, or a path under this service's `/media/` that stays
 * there once `.` and `..` segments (plain or percent-encoded) are resolved.
 */
export function normaliseMediaRef(ref: string): string | null {
  const text = ref.trim();
  if (isAbsoluteImageUrl(text)) {
    // A host must follow the slashes: `http:///x` would otherwise be read as the host `x`.
    if (!/^[a-z]+:\/\/[^/\\\s?#]/i.test(text)) return null;
    try {
      return new URL(text).href;
    } catch {
      return null;
    }
  }
  if (!text.startsWith(MEDIA_PATH_PREFIX) || /[\\?#\s]/.test(text)) return null;
  let resolved: URL;
  try {
    resolved = new URL(text, NOWHERE);
  } catch {
    return null;
  }
  if (resolved.origin !== NOWHERE || !MEDIA_PATH.test(resolved.pathname)) return null;
  return resolved.pathname;
}
