import { errorCache, publicPageCache } from "../../platform/route-errors.server.ts";
import { textStream } from "./xml.ts";

/** How long a sitemap, a feed, an oEmbed answer or the manifest is kept by browsers and by the cache tier. */
const MAX_AGE = 300;
const SHARED_MAX_AGE = 3600;

/**
 * A bad request's answer from a resource route: its status and a plain-text message, cached as an
 * error page is (a 404 briefly, nothing else).
 */
export function refusal(status: 400 | 404 | 501, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": errorCache(status) },
  });
}

/** Whether the client's copy, made at `lastmod` (seconds), is still the newest. */
function unchangedSince(request: Request, lastmod: number | null): boolean {
  const since = request.headers.get("If-Modified-Since");
  if (!since || lastmod === null) return false;
  const time = Date.parse(since);
  return Number.isFinite(time) && Math.floor(time / 1000) >= lastmod;
}

/**
 * A resource the same for every visitor (a sitemap, a feed, an oEmbed answer, the manifest):
 * public, with `Last-Modified` from its newest item so a crawler's revisit is a 304, and its body
 * streamed as it is written.
 */
export function publicResource(
  request: Request,
  body: string | AsyncIterable<string> | Iterable<string>,
  { type, lastmod = null }: { type: string; lastmod?: number | null },
): Response {
  const headers = new Headers({
    "Content-Type": type,
    "Cache-Control": publicPageCache(MAX_AGE, SHARED_MAX_AGE),
  });
  if (lastmod) headers.set("Last-Modified", new Date(lastmod * 1000).toUTCString());
  if (unchangedSince(request, lastmod)) return new Response(null, { status: 304, headers });
  if (typeof body === "string") return new Response(body, { headers });
  const parts = Symbol.asyncIterator in body ? body : toAsync(body);
  return new Response(textStream(parts), { headers });
}

async function* toAsync(parts: Iterable<string>): AsyncGenerator<string> {
  yield* parts;
}

export const XML = "application/xml; charset=utf-8";
