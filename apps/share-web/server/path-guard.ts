import type { NextFunction, Request, Response } from "express";

/** A path segment that means "this folder" or "the folder above", written plainly or encoded. */
const DOT_SEGMENT = /^(\.|%2e){1,2}$/i;

/** An error for the site's error page (server/error-page.ts) to show with its status. */
export function httpError(status: 400 | 404 | 405): Error & { status: number } {
  return Object.assign(new Error(`HTTP ${status}`), { status });
}

/**
 * Refuses addresses that the router would misread, before anything answers them:
 * - a malformed percent-encoding (`%E0%A4%A`) is a 400;
 * - dot segments (`doc/../..`), which browsers resolve before they ask but other clients send as
 *   they are, are redirected to the address a browser would have asked for when that is still a
 *   page of the site, and are a 404 otherwise.
 */
export function pathGuard(base: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const [pathname = "/", query] = splitOnce(req.originalUrl, "?");
    try {
      decodeURIComponent(pathname);
    } catch {
      return next(httpError(400));
    }
    if (!pathname.split("/").some((segment) => DOT_SEGMENT.test(segment))) return next();
    const resolved = new URL(pathname, "http://site.invalid").pathname;
    if (resolved === base || resolved.toLowerCase().startsWith(`${base.toLowerCase()}/`)) {
      return res.redirect(301, query === undefined ? resolved : `${resolved}?${query}`);
    }
    next(httpError(404));
  };
}

/** Pages are only read: any other method is a 405, as the router has nothing to answer it with. */
export function readOnly(req: Request, _res: Response, next: NextFunction) {
  next(req.method === "GET" || req.method === "HEAD" ? undefined : httpError(405));
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}
