/**
 * Where a picture in content may come from, declared once: the content service's sanitiser keeps
 * only these image sources in body HTML, the contract accepts only these image URLs, and the site's
 * content security policy allows exactly these in `img-src`.
 */
export const IMAGE_URL_SCHEMES = ["https", "http"] as const;

/** The content service's own files, which body HTML may name by path alone. */
export const MEDIA_PATH_PREFIX = "/media/";

const ABSOLUTE_IMAGE_URL = new RegExp(`^(${IMAGE_URL_SCHEMES.join("|")})://`, "i");

/** Whether a URL is absolute, in one of the schemes a picture may come from. */
export function isAbsoluteImageUrl(url: string): boolean {
  return ABSOLUTE_IMAGE_URL.test(url);
}
