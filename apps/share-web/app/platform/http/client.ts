import { readEnvelope } from "@davmu/contract/client";
import { buildHeaders, type HeaderContext } from "./headers.ts";
import { HttpError } from "./http-error.ts";

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
};

/** What the client needs of an answer: fetch's `Response` has it, and so has the server's transport. */
export type TransportResponse = {
  ok: boolean;
  status: number;
  statusText: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
};

export type TransportInit = { method: string; headers: Headers; body?: string; signal?: AbortSignal };

/** How a call goes out: fetch in the browser, Node's HTTP client on the server (node-transport.server.ts). */
export type Transport = (url: URL, init: TransportInit) => Promise<TransportResponse>;

/**
 * A longer wait for a service that is answering: a lone slow call on a busy machine is not a dead
 * service. While the service's last answer came within `windowMs` and no call has timed out since,
 * a call waits `timeoutMs` of these rather than the client's own; once a call times out, calls go
 * back to the short wait until an answer comes, so a hanging service still gives its error page
 * fast, and so does one that never answered.
 */
export type Patience = { timeoutMs: number; windowMs: number };

export type HttpClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  patience?: Patience;
  /** Read at every call, so a token stored after start-up is used at once. */
  context: () => HeaderContext;
  /**
   * Sent with every call to the base URL's origin and never elsewhere: the server's inner secret
   * (docs/decisions/0021). The browser's client has none.
   */
  serviceHeaders?: Record<string, string>;
  /** fetch unless given. */
  fetch?: Transport;
  /** Told of every call's start and end, for the loading indicator. */
  onStart?: () => void;
  onEnd?: (error?: HttpError) => void;
};

export type HttpClient = {
  request<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
};

function buildUrl(baseUrl: string, path: string, query?: Query): URL {
  const url = /^https?:\/\//.test(path) ? new URL(path) : new URL(`${baseUrl.replace(/\/$/, "")}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url;
}

async function readBody(response: TransportResponse): Promise<unknown> {
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  if (type.includes("json") && text) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function toHttpError(error: unknown, timedOut: boolean, url: URL): HttpError {
  if (error instanceof HttpError) return error;
  if (timedOut) return new HttpError("timeout", 504, `request timed out: ${url.pathname}`);
  if (error instanceof DOMException && error.name === "AbortError") {
    return new HttpError("cancel", 499, `request cancelled: ${url.pathname}`);
  }
  return new HttpError("network", 503, `service unreachable: ${url.pathname}`);
}

/**
 * The one HTTP client (DESIGN principle 2) for the server and the browser: the header rules of
 * spec §7, a timeout on every call, bodies only, errors logged and passed on. Identical GETs under
 * way at the same time share one request.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch: Transport = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const inFlight = new Map<string, Promise<unknown>>();
  // When the service last answered, and when a call last timed out (clock of `Date.now`).
  let answeredAt = Number.NEGATIVE_INFINITY;
  let timedOutAt = Number.NEGATIVE_INFINITY;
  const waitFor = () => {
    const { patience } = options;
    const now = Date.now();
    const answering = patience && now - answeredAt <= patience.windowMs && timedOutAt < answeredAt;
    return answering ? Math.max(patience.timeoutMs, options.timeoutMs) : options.timeoutMs;
  };
  const serviceOrigin = new URL(options.baseUrl).origin;
  const headersFor = (url: URL, hasBody: boolean) => {
    const headers = buildHeaders(url, options.context(), hasBody);
    if (url.origin === serviceOrigin)
      for (const [k, v] of Object.entries(options.serviceHeaders ?? {})) headers.set(k, v);
    return headers;
  };

  async function send<T>(method: string, path: string, opts: RequestOptions): Promise<T> {
    const url = buildUrl(options.baseUrl, path, opts.query);
    const timeout = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      timedOutAt = Date.now();
      timeout.abort();
    }, opts.timeoutMs ?? waitFor());
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
    const hasBody = opts.body !== undefined;
    options.onStart?.();
    try {
      const response = await doFetch(url, {
        method,
        headers: headersFor(url, hasBody),
        body: hasBody ? JSON.stringify(opts.body) : undefined,
        signal,
      });
      const body = await readBody(response);
      answeredAt = Date.now();
      if (!response.ok) {
        const reading = readEnvelope(body);
        const msg = (!reading.ok && reading.msg) || response.statusText;
        const retry = Number(response.headers.get("retry-after"));
        const retryAfter = Number.isFinite(retry) && retry > 0 ? retry : undefined;
        throw new HttpError("http", response.status, msg || `HTTP ${response.status}`, body, retryAfter);
      }
      options.onEnd?.();
      return body as T;
    } catch (cause) {
      const error = toHttpError(cause, timedOut, url);
      if (error.kind !== "cancel") console.error(`[http] ${method} ${url.pathname} failed:`, error.message);
      options.onEnd?.(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  const client: HttpClient = {
    request(method, path, opts = {}) {
      if (method !== "GET" || opts.signal) return send(method, path, opts);
      const key = buildUrl(options.baseUrl, path, opts.query).href;
      const pending = inFlight.get(key);
      if (pending) return pending as Promise<never>;
      const promise = send(method, path, opts).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise as Promise<never>;
    },
    get: (path, opts) => client.request("GET", path, opts),
    post: (path, body, opts) => client.request("POST", path, { ...opts, body }),
  };
  return client;
}
