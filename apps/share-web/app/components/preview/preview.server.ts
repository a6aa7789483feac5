import { PREVIEW_LINK_PARAMS, PreviewSignatureQuerySchema } from "@davmu/contract";
import { data, redirect } from "react-router";
import { getPreviewDocument } from "../../platform/api.server.ts";
import { HttpError } from "../../platform/http/http-error.ts";
import { ids } from "../../platform/ids.server.ts";
import { toRouteError } from "../../platform/route-errors.server.ts";
import { BASENAME } from "../../platform/seo.ts";

/** Spec §9: a preview link's `_` timestamp is stale after this long. */
export const PREVIEW_STALE_MS = 5_000;

/** The query parameter that carries the preview's timestamp (milliseconds since the epoch). */
export const PREVIEW_STAMP = "_";

/**
 * Preview pages show unpublished work: never stored by a browser or a proxy, never indexed.
 * X-Robots-Tag repeats the page's robots meta for crawlers that only read headers.
 */
export const PREVIEW_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

/** Spec §4: an actor `preview-{name}` is an editor's preview. */
export function isPreviewActor(actor: string | undefined): boolean {
  return !!actor && /^preview-[^/]+$/.test(actor);
}

/**
 * Whether the `_` stamp is fresh: a whole number of milliseconds no more than 5 s old. A stamp
 * from the future counts only within the same 5 s (clock skew), or a link stamped far ahead would
 * stay fresh, and cacheable in the editor's browser, for ever.
 */
export function isFreshStamp(stamp: string | null, now: number): boolean {
  if (!stamp || !/^\d{1,16}$/.test(stamp)) return false;
  return Math.abs(now - Number(stamp)) <= PREVIEW_STALE_MS;
}

/**
 * Spec §2: a preview request without a fresh `_` goes to the same address with `_=now`. The new
 * stamp is fresh when the browser comes back with it, so the redirect happens at most once.
 * The site path is given without the basename: React Router adds it to a loader's redirect.
 */
export function previewStampRedirect(requestUrl: string, now: number = Date.now()): Response | null {
  const url = new URL(requestUrl);
  if (isFreshStamp(url.searchParams.get(PREVIEW_STAMP), now)) return null;
  url.searchParams.set(PREVIEW_STAMP, String(now));
  const path = url.pathname.startsWith(BASENAME) ? url.pathname.slice(BASENAME.length) || "/" : url.pathname;
  return redirect(`${path}${url.search}`, { headers: PREVIEW_HEADERS });
}

/** The preview's not-found page: like any 404, but not cached, as the draft may appear any minute. */
export function previewNotFound() {
  return data("Not found", { status: 404, headers: PREVIEW_HEADERS });
}

/**
 * A preview document by its obfuscated id, drafts included, for a link the content service signed
 * (docs/decisions/0020): its expiry and signature go with the call, and the service refuses a
 * missing, tampered or expired one. Preview actors skip the decode-or-404 redirect (spec §5); an id
 * that does not decode, or a link the service refuses, shows the 404 page in place.
 */
export async function loadPreviewDocument(id: string | undefined, requestUrl: string) {
  if (!id || ids().decode(id) === null) throw previewNotFound();
  const query = new URL(requestUrl).searchParams;
  const signed = PreviewSignatureQuerySchema.safeParse({
    expires: query.get(PREVIEW_LINK_PARAMS.expires),
    sig: query.get(PREVIEW_LINK_PARAMS.signature),
  });
  if (!signed.success) throw previewNotFound();
  return getPreviewDocument(id, signed.data).catch((error: unknown) => {
    if (error instanceof HttpError && (error.isNotFound || isRefused(error))) throw previewNotFound();
    return toRouteError(error);
  });
}

/** The service refused the link: not signed for this item, or expired. */
const isRefused = (error: HttpError) =>
  error.kind === "http" && (error.status === 401 || error.status === 403);
