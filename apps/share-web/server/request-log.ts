import {
  counter,
  inRequest,
  type Lifecycle,
  type Logger,
  maskUrl,
  NO_ROUTE,
  observeRequest,
  REQUEST_ID_HEADER,
  requestIdOf,
} from "@davmu/ops";
import type { NextFunction, Request, Response } from "express";

const cacheHeaders = counter({
  name: "share_web_cache_control_total",
  help: "Answers by the kind of Cache-Control sent: public (a shared cache may keep it), private, no-store, no-cache, none",
  labelNames: ["kind"],
});

/** What a shared cache may do with an answer, from its Cache-Control. */
export function cacheKind(header: string | number | string[] | undefined): string {
  const value = String(header ?? "").toLowerCase();
  if (!value) return "none";
  for (const kind of ["no-store", "private", "no-cache", "public"]) if (value.includes(kind)) return kind;
  return "other";
}

/**
 * One log line and one count per request, written when its answer has gone (or its visitor
 * has): the request's id (the proxy's `X-Request-Id` when it sent one, else a new one) carried to
 * every call to the content service made for it, the page route's id, status, duration, the
 * Cache-Control sent and the peer's address (the site trusts no proxy's X-Forwarded-For, which is
 * logged beside it as sent). While the process stops, every answer closes its connection.
 */
export function requestLog(log: Logger, lifecycle: Lifecycle) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers[REQUEST_ID_HEADER]);
    const headers = res.writeHead;
    // Just before the headers go: the latest moment the process may have begun to stop.
    res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
      if (lifecycle.draining) this.setHeader("Connection", "close");
      return headers.apply(this, args);
    } as Response["writeHead"];
    res.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      const route = (res.locals.routeId as string | undefined) ?? NO_ROUTE;
      const status = res.writableFinished ? res.statusCode : 499;
      const cache = cacheKind(res.getHeader("cache-control"));
      observeRequest(route, req.method, status, seconds);
      cacheHeaders.inc({ kind: cache });
      log.info(
        {
          reqId: requestId,
          method: req.method,
          url: maskUrl(req.originalUrl),
          route,
          status,
          ms: Math.round(seconds * 10_000) / 10,
          cache,
          ip: req.socket.remoteAddress,
          forwardedFor: req.headers["x-forwarded-for"],
        },
        "request",
      );
    });
    inRequest({ requestId }, next);
  };
}
