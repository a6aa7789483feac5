import { createHmac, timingSafeEqual } from "node:crypto";
import { CONTENT_ROUTE_SEGMENT, type ContentType, PREVIEW_LINK_PARAMS } from "@davmu/contract";

/** The site's base path (spec §2). */
const SITE_BASE = "/davmu/share";
/** The preview actor of the links this service issues (spec §4: `preview-{name}`). */
export const PREVIEW_ACTOR = "preview-cms";

/** HMAC-SHA256 over the database id and the expiry (seconds), base64url: 43 characters. */
export function previewSignature(secret: string, id: number, expires: number): string {
  return createHmac("sha256", secret).update(`preview:${id}:${expires}`).digest("base64url");
}

/** Whether `signature` was issued for this item and expiry, and the expiry is still ahead of `now`. */
export function isValidPreviewSignature(
  secret: string,
  input: { id: number; expires: number; signature: string; now: number },
): boolean {
  if (!Number.isSafeInteger(input.expires) || input.expires <= input.now) return false;
  const expected = Buffer.from(previewSignature(secret, input.id, input.expires));
  const given = Buffer.from(input.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The site's preview page of one item, signed until `expires`. */
export function previewLinkUrl(
  wapHost: string,
  item: { publicId: string; type: ContentType },
  signed: { expires: number; signature: string },
): string {
  const url = new URL(
    `${SITE_BASE}/${PREVIEW_ACTOR}/${CONTENT_ROUTE_SEGMENT[item.type]}/${item.publicId}`,
    wapHost,
  );
  url.searchParams.set(PREVIEW_LINK_PARAMS.expires, String(signed.expires));
  url.searchParams.set(PREVIEW_LINK_PARAMS.signature, signed.signature);
  return url.href;
}
