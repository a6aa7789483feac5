import { data } from "react-router";
import { getServerConfig } from "./config.server.ts";
import { HttpError } from "./http/http-error.ts";

/**
 * Turns a failed call into the response the shared error screen shows: 404 when the service says
 * the item does not exist, 503 when it cannot answer. Other failures are passed on unchanged.
 */
export function toRouteError(error: unknown): never {
  if (error instanceof HttpError) {
    const status = error.isNotFound
      ? 404
      : error.isUnavailable || error.kind === "api"
        ? 503
        : error.status >= 400 && error.status < 600
          ? error.status
          : 500;
    // An error page the visitor did not cause says why in the server's log (the page does not).
    if (status >= 500)
      console.error(`[site] answered ${status}: ${error.kind} ${error.status}: ${error.message}`);
    throw routeError(status, error.message);
  }
  throw error;
}

/** A response for the shared error screen, with the cache policy its status deserves. */
export function routeError(status: number, message = "Error") {
  return data(message, { status, headers: { "Cache-Control": errorCache(status) } });
}

/**
 * Cache-Control for a page every visitor sees the same (DESIGN principle 1). A configured shared
 * lifetime (DAVMU_PAGE_SHARED_MAX_AGE) replaces the page's own, and browsers keep it no longer.
 */
export function publicPageCache(
  maxAge: number,
  sharedMaxAge: number,
  configured = getServerConfig().DAVMU_PAGE_SHARED_MAX_AGE,
): string {
  const shared = configured ?? sharedMaxAge;
  return `public, max-age=${Math.min(maxAge, shared)}, s-maxage=${shared}, stale-while-revalidate=600, stale-if-error=86400`;
}

/** Error pages: a 404 may be cached briefly; an outage never. */
export function errorCache(status: number): string {
  return status === 404 ? "public, max-age=60" : "no-store";
}

/** A route's `headers` for a page every visitor sees the same, cached as `publicPageCache` says. */
export function cachedHeaders(maxAge: number, shared: number) {
  return () => ({ "Cache-Control": publicPageCache(maxAge, shared) });
}
