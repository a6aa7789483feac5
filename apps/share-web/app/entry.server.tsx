import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import {
  forgetFailedRender,
  htmlEtag,
  inlineScriptHashes,
  isSharedCacheable,
  matchesIfNoneMatch,
} from "./platform/document/cacheable-html.server.ts";
import { withInitialRoutesOnly } from "./platform/document/initial-routes.server.ts";
import { htmlOnlyHead } from "./platform/document/structured-data.server.ts";
import { StructuredDataContext } from "./platform/document/structured-data.tsx";
import { encodeWholePage, wholePageResponse } from "./platform/document/whole-page.server.ts";

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

type Render = {
  request: Request;
  status: number;
  headers: Headers;
  routerContext: EntryContext;
  loadContext: AppLoadContext;
};

/**
 * A page a shared cache may keep is rendered whole, its inline scripts allowed by their hashes and
 * its bytes given an ETag, so the cache can revalidate it (docs/decisions/0028). A private or
 * no-store page streams, its inline scripts allowed by a nonce of its own.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const render = {
    request,
    status: responseStatusCode,
    headers: responseHeaders,
    routerContext,
    loadContext,
  };
  return isSharedCacheable(responseHeaders.get("Cache-Control"))
    ? renderWhole(render)
    : renderStreamed(render);
}

function renderWhole({ request, status, headers, routerContext, loadContext }: Render) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <StructuredDataContext value={htmlOnlyHead(loadContext)}>
        <ServerRouter context={withInitialRoutesOnly(withoutDeepPreloads(routerContext))} url={request.url} />
      </StructuredDataContext>,
      {
        // The page goes out whole: a Suspense boundary that completed after the first ~12 KB would
        // otherwise be sent apart and moved into place by a script, which costs bytes and shows it later.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          clearTimeout(timeout);
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            const html = Buffer.concat(chunks);
            headers.set("Content-Type", "text/html; charset=utf-8");
            const policy = loadContext?.contentSecurityPolicy;
            if (policy) {
              headers.set("Content-Security-Policy", policy({ hashes: inlineScriptHashes(html) }));
            }
            if (status !== 200) {
              forgetFailedRender(headers, status);
              return resolve(encodedResponse(html, request, headers, status));
            }
            const etag = htmlEtag(html);
            headers.set("ETag", etag);
            if (matchesIfNoneMatch(request.headers.get("If-None-Match"), etag)) {
              headers.delete("Content-Type");
              return resolve(new Response(null, { headers, status: 304 }));
            }
            resolve(encodedResponse(html, request, headers, status));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // Cleared once the page is complete: a pending timer would keep the whole render (its data, its
    // HTML) in memory for seconds after the response went out.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

async function encodedResponse(
  html: Buffer<ArrayBuffer>,
  request: Request,
  headers: Headers,
  status: number,
) {
  return wholePageResponse(await encodeWholePage(html, request, headers), { headers, status });
}

function renderStreamed({ request, status, headers, routerContext, loadContext }: Render) {
  const nonce = randomBytes(16).toString("base64");
  const policy = loadContext?.contentSecurityPolicy;
  if (policy) headers.set("Content-Security-Policy", policy({ nonce }));
  // Crawlers and link-preview bots get the whole page at once; people get it streamed. An error page
  // has nothing to stream: it goes out in one piece, so the browser can paint it at once.
  const waitForAll =
    isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode || status >= 400;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const send = () => {
      shellRendered = true;
      const body = new PassThrough();
      headers.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <StructuredDataContext value={htmlOnlyHead(loadContext)}>
        <ServerRouter
          context={withInitialRoutesOnly(withoutDeepPreloads(routerContext))}
          url={request.url}
          nonce={nonce}
        />
      </StructuredDataContext>,
      {
        nonce,
        // A page sent whole has each Suspense boundary in place. Otherwise a boundary over ~12 KB
        // goes out hidden, after the shell, and React's script reveals it a frame and up to 300 ms
        // later: an error page painted nothing but its background until then.
        ...(waitForAll ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        onShellReady() {
          if (!waitForAll) send();
        },
        onAllReady() {
          clearTimeout(timeout);
          if (waitForAll) send();
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    // Cleared once the page is complete (see renderWhole).
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
