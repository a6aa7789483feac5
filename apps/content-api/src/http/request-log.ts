import {
  type Lifecycle,
  type Logger,
  maskPathParams,
  maskUrl,
  NO_ROUTE,
  observeRequest,
  REQUEST_ID_HEADER,
  requestIdOf,
} from "@davmu/ops";
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { clientAddress, type TrustedProxies } from "./client-address.ts";

/**
 * One log line and one count per request: its id (the one it came with, the site's or the
 * browser's, spec §7), the route it matched, status, duration and the client's address by the
 * trusted-proxy rule; its address with tokens, codes and phone numbers masked. An event stream is
 * counted when its headers go out. While the process stops, every answer closes its connection.
 */
export function requestLog(log: Logger, lifecycle: Lifecycle, trusted: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    await next();
    if (lifecycle.draining) c.header("Connection", "close");
    const route = routePath(c);
    const status = c.res.status;
    const ms = performance.now() - started;
    const label = route === "*" || route === "/*" ? NO_ROUTE : route;
    observeRequest(label, c.req.method, status, ms / 1000);
    const url = new URL(c.req.url);
    log.info(
      {
        reqId: id,
        method: c.req.method,
        url: maskUrl(maskPathParams(`${url.pathname}${url.search}`, label)),
        route: label,
        status,
        ms: Math.round(ms * 10) / 10,
        ip: clientAddress(c, trusted),
      },
      "request",
    );
  };
}
