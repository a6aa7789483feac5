import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * React Router preloads, from <head>, every module the entry and the matched routes import: a
 * dozen high-priority requests (the framework's 110 KB among them) that compete with the document
 * and the LCP image before the first paint. Only the entry and the routes' own modules stay
 * preloaded; what they import is fetched as they run (docs/decisions/0036). The manifest sent to
 * the browser is a file of its own and keeps every import, for navigations and prefetching.
 */
const trimmed = new WeakMap<EntryContext["manifest"], EntryContext["manifest"]>();
function withoutDeepPreloads(context: EntryContext): EntryContext {
  const { manifest } = context;
  let lean = trimmed.get(manifest);
  if (!lean) {
    const routes = Object.fromEntries(
      Object.entries(manifest.routes).map(([id, route]) => [id, route && { ...route, imports: [] }]),
    );
    lean = { ...manifest, entry: { ...manifest.entry, imports: [] }, routes };
    trimmed.set(manifest, lean);
  }
  return { ...context, manifest: lean };
}

/** Deferred data that has not arrived by then is given up, so a response always ends. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as { nonce?: string } | undefined)?.nonce;
  // Crawlers and link-preview bots get the whole page at once; people get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={withoutDeepPreloads(routerContext)} url={request.url} nonce={nonce} />,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
