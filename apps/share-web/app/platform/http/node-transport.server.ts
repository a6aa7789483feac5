import http from "node:http";
import https from "node:https";
import type { Transport, TransportResponse } from "./client.ts";

/**
 * Connections to the content service stay open between calls, as fetch's did. One idle for 4 s is
 * closed from this side, before a server's usual 5 s, so a call never goes out on a connection the
 * service is closing (Node's agent also follows a server's `Keep-Alive: timeout` hint).
 */
const agentOptions = { keepAlive: true, timeout: 4_000 };
const agents = { "http:": new http.Agent(agentOptions), "https:": new https.Agent(agentOptions) };

/** The reason a call was cancelled, as fetch gives it: a DOMException named AbortError. */
function abortReason(signal: AbortSignal): unknown {
  const reason: unknown = signal.reason;
  return reason instanceof DOMException
    ? reason
    : new DOMException("This operation was aborted", "AbortError");
}

/**
 * The server's calls to the content service over Node's own HTTP client: a call through fetch
 * cost the rendering thread about half a millisecond of its own (its web streams, its Request and
 * Response objects, its signals), the thread that renders every page (docs/decisions/0081).
 * What the site's client needs of fetch, and nothing more:
 * - the status and the headers, the body read whole as text (UTF-8);
 * - the signal cancels the call at any point, rejecting as fetch does (an AbortError);
 * - no redirect is followed: the content service answers its calls where they are asked;
 * - no compression is asked for: the service is next to the site, and inflating would be work on
 *   the same thread.
 */
export const nodeTransport: Transport = (url, init) =>
  new Promise<TransportResponse>((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) return reject(abortReason(signal));
    const client = url.protocol === "https:" ? https : http;
    const headers: Record<string, string> = Object.fromEntries(init.headers);
    if (init.body !== undefined) headers["content-length"] = String(Buffer.byteLength(init.body));
    const request = client.request(
      url,
      { method: init.method, headers, agent: agents[url.protocol === "https:" ? "https:" : "http:"] },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", fail);
        response.on("end", () => {
          if (!response.complete) return fail(new Error("the answer ended before its end"));
          signal?.removeEventListener("abort", onAbort);
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({
            ok: status >= 200 && status < 300,
            status,
            statusText: response.statusMessage ?? "",
            headers: {
              get(name) {
                const value = response.headers[name.toLowerCase()];
                return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
              },
            },
            text: async () => text,
          });
        });
      },
    );
    function fail(error: unknown) {
      signal?.removeEventListener("abort", onAbort);
      reject(error);
    }
    function onAbort() {
      const reason = abortReason(signal as AbortSignal);
      request.destroy();
      fail(reason);
    }
    signal?.addEventListener("abort", onAbort, { once: true });
    request.on("error", (error) => (signal?.aborted ? fail(abortReason(signal)) : fail(error)));
    request.end(init.body);
  });
