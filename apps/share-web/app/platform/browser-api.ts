import { STREAMS, type StreamName, streamPath } from "@davmu/contract/client";
import { type Api, createApi } from "./api.ts";
import { browserStorage } from "./browser-storage.ts";
import type { PublicConfig } from "./config.server.ts";
import { createHttpClient } from "./http/client.ts";
import { persistentAnonymousId, requestIdValue } from "./http/headers.ts";
import { loadingTracker } from "./loading/loading-tracker.ts";
import { dropRejectedSession } from "./session/session.ts";
import { useGlobalStore } from "./store.ts";

let api: Api | undefined;
let streamBase: Pick<PublicConfig, "apiBase" | "prefixes"> | undefined;

/** The browser's client: the visitor's token and request id from the global store (spec §7). */
export function initBrowserApi(config: PublicConfig): Api {
  if (api) return api;
  streamBase = { apiBase: config.apiBase, prefixes: config.prefixes };
  const client = createHttpClient({
    baseUrl: config.apiBase,
    timeoutMs: config.apiTimeoutMs,
    context: () => {
      const state = useGlobalStore.getState();
      return {
        userToken: state.userInfo?.token ?? null,
        anonymousToken: state.token || state.ANONYMOUS_TOKEN || null,
        indexHost: config.indexHost,
        requestId: () =>
          requestIdValue(state.x_request_id, () =>
            persistentAnonymousId(browserStorage("local"), () => crypto.randomUUID()),
          ),
      };
    },
    // Every browser call moves the top loading bar (spec §4).
    onStart: loadingTracker.start,
    onEnd: (error) => {
      loadingTracker.end(error);
      if (error?.status === 401) dropRejectedSession(browserStorage("local"));
    },
  });
  api = createApi(client, config.prefixes);
  return api;
}

/** The browser's client once the root has started it; throws during server rendering. */
export function browserApi(): Api {
  if (!api) throw new Error("the browser API is used before the site started");
  return api;
}

/**
 * The address a page opens one of the contract's push streams at (an EventSource), on the same
 * service and prefixes as the browser's calls; throws before the site started.
 */
export function browserStreamUrl(
  name: StreamName,
  params: Readonly<Record<string, string>>,
  query: Readonly<Record<string, string | number>>,
): string {
  if (!streamBase) throw new Error("a stream is opened before the site started");
  return `${streamBase.apiBase}${streamPath(STREAMS[name], streamBase.prefixes, params, query)}`;
}
