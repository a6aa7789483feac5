import type { RequestHandler, Request as ServerRequest, Response as ServerResponse } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { withStructuredDataAside } from "../app/platform/document/structured-data.server.ts";
import { wholePageBytes } from "../app/platform/document/whole-page.server.ts";
import { routeIdOf } from "./route-id.ts";

/**
 * The pages, rendered by React Router: the request given to the router as a web Request, its
 * answer written back (docs/decisions/0082). As React Router's Express adapter does, with one
 * difference: a page rendered and encoded whole is written in one piece from its bytes, not read
 * back chunk by chunk from the Response's stream, about 3 % of an uncached page's work.
 *
 * Each route's loader puts the page's JSON-LD aside for its HTML, out of the router's data for the
 * browser (docs/decisions/0083).
 *
 * The router (and React with it) is loaded here, when called: React picks its build as it is first
 * loaded, from NODE_ENV, which the server sets first.
 */
export async function pageHandler(
  build: ServerBuild,
  loadContext: (res: ServerResponse) => AppLoadContext,
): Promise<RequestHandler> {
  const { createRequestHandler, matchRoutes } = await import("react-router");
  const { writeReadableStreamToWritable } = await import("@react-router/node");
  const router = createRequestHandler(withStructuredDataAside(build), process.env.NODE_ENV);
  const routeId = routeIdOf(build, matchRoutes);
  const respond = respondWith(router, loadContext, (body, res) => writeReadableStreamToWritable(body, res));
  return (req, res, next) => {
    // For the request's log line and metrics (request-log.ts).
    res.locals.routeId = routeId(req.originalUrl.split("?")[0] ?? "/");
    return respond(req, res, next);
  };
}

type Handle = (request: Request, context: AppLoadContext) => Promise<Response>;
type Stream = (body: ReadableStream<Uint8Array>, res: ServerResponse) => Promise<void>;

/** Answers each request with what `handle` gives for it, as `pageHandler` does with the router. */
export function respondWith(
  handle: Handle,
  loadContext: (res: ServerResponse) => AppLoadContext,
  stream: Stream,
): RequestHandler {
  return async (req, res, next) => {
    try {
      const response = await handle(webRequest(req, res), loadContext(res));
      await send(res, response, stream);
    } catch (error) {
      next(error);
    }
  };
}

/** The request as the router reads it; aborted when the visitor goes before the answer is sent. */
function webRequest(req: ServerRequest, res: ServerResponse): Request {
  // The app trusts no proxy, so the address is the Host header's, as the Express adapter reads it.
  const [, portText] = req.get("host")?.split(":") ?? [];
  const port = Number.parseInt(portText ?? "", 10);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(
    `${req.protocol}://${hostname}${Number.isSafeInteger(port) ? `:${port}` : ""}${req.originalUrl}`,
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value) headers.set(name, value);
  }
  let controller: AbortController | null = new AbortController();
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());
  // Only GET and HEAD reach the pages (readOnly, path-guard.ts): a request here has no body.
  return new Request(url.href, { method: req.method, headers, signal: controller.signal });
}

async function send(res: ServerResponse, response: Response, stream: Stream) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  // Appended through Express, as the adapter does: a text type without a charset gets UTF-8's.
  for (const [name, value] of response.headers) res.append(name, value);
  // A HEAD request's answer is made by the router without a body (and Node would send none).
  const whole = wholePageBytes(response);
  if (whole) {
    res.end(whole);
    return;
  }
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await stream(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
