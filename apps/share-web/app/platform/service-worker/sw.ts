/**
 * The site's service worker, bundled to /davmu/share/sw.js at build time with the build's id
 * (build-server.mjs), so every deployment ships a changed worker that replaces the last one.
 */
import { CACHE_ASSETS_MESSAGE } from "./sw-paths.ts";
import {
  cacheNameFor,
  LOCALES,
  localeOfUrl,
  offlinePageHtml,
  offlinePageKey,
  requestKind,
  staleCaches,
} from "./sw-strategy.ts";

declare const __SW_BUILD_ID__: string;

// The worker's own events; the DOM library the site is typed with does not describe them.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
};

const scope = globalThis as unknown as WorkerScope;
const CACHE = cacheNameFor(__SW_BUILD_ID__);
const HTML = { "content-type": "text/html; charset=utf-8" };

scope.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) =>
        Promise.all(
          LOCALES.map((locale) =>
            cache.put(offlinePageKey(locale), new Response(offlinePageHtml(locale), { headers: HTML })),
          ),
        ),
      )
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, CACHE).map((name) => caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok && response.type === "basic") await cache.put(request, response.clone());
  return response;
}

async function networkOrOfflinePage(request: Request): Promise<Response> {
  try {
    // Pages are never cached: the next visitor of a shared phone must not see the last one's page.
    return await fetch(request);
  } catch {
    const locale = localeOfUrl(request.url);
    const cached = await caches.match(offlinePageKey(locale));
    return cached ?? new Response(offlinePageHtml(locale), { status: 503, headers: HTML });
  }
}

scope.addEventListener("fetch", (event) => {
  const kind = requestKind(event.request, scope.location.origin);
  if (kind === "asset") event.respondWith(cacheFirst(event.request));
  else if (kind === "navigation") event.respondWith(networkOrOfflinePage(event.request));
});

scope.addEventListener("message", (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type !== CACHE_ASSETS_MESSAGE || !Array.isArray(data.urls)) return;
  // The assets the page loaded before this worker controlled it, mostly from the HTTP cache.
  const assets = data.urls.filter(
    (url): url is string =>
      typeof url === "string" &&
      requestKind({ url, method: "GET", mode: "cors" }, scope.location.origin) === "asset",
  );
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      for (const url of assets) {
        if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
      }
    }),
  );
});
