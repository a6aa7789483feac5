import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * What an answer of the service may be kept as when its handler says nothing: not by the visitor's
 * own browser, not by anything between. Answers are built for whoever asks (a visitor's account,
 * bookings, form entries and marks), and a proxy that stored one would hand it to the next person;
 * a call whose answer may be shared says so itself.
 */
export const DEFAULT_CACHE_CONTROL = "private, no-store";

/** The answer, with the default `Cache-Control` where its handler set none. */
export function withDefaultCaching(response: Response): Response {
  if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", DEFAULT_CACHE_CONTROL);
  return response;
}

/** The error envelope: `code` repeats the HTTP status. */
export function fail(c: Context, status: ContentfulStatusCode, msg: string) {
  return withDefaultCaching(c.json({ code: status, msg, data: null }, status));
}
