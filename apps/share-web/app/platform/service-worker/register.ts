import { useEffect } from "react";
import { CACHE_ASSETS_MESSAGE, SW_SCOPE, SW_URL } from "./sw-paths.ts";

type NavigatorLike = { serviceWorker?: Pick<ServiceWorkerContainer, "register"> };

/**
 * Registers the site's service worker for the share sub-path. Throws the spec's error where the
 * browser has no service workers; the caller decides what to do with it.
 */
export async function registerServiceWorker(nav: NavigatorLike): Promise<ServiceWorkerRegistration> {
  if (!nav || !("serviceWorker" in nav) || !nav.serviceWorker) {
    throw new Error("not supported in the current browser");
  }
  return nav.serviceWorker.register(SW_URL, { scope: SW_SCOPE });
}

/** The hashed assets this page loaded before the worker controlled it. */
export function loadedAssetUrls(entries: { name: string }[], origin: string): string[] {
  return entries.map((e) => e.name).filter((name) => name.startsWith(`${origin}${SW_SCOPE}assets/`));
}

async function registerAndWarm() {
  try {
    await registerServiceWorker(navigator);
    const registration = await navigator.serviceWorker.ready;
    const urls = loadedAssetUrls(performance.getEntriesByType("resource"), window.location.origin);
    registration.active?.postMessage({ type: CACHE_ASSETS_MESSAGE, urls });
  } catch (error) {
    // A site without its worker works as before, only without the offline page: never fail.
    console.warn("[service worker] not registered:", error instanceof Error ? error.message : error);
  }
}

/**
 * Registers the worker after the load event, so it never competes with the first paint. Only in
 * the built site: in development a worker would serve stale modules under hot reload.
 */
export function useServiceWorker(enabled: boolean = import.meta.env.PROD) {
  useEffect(() => {
    if (!enabled) return;
    if (document.readyState === "complete") {
      void registerAndWarm();
      return;
    }
    const onLoad = () => void registerAndWarm();
    window.addEventListener("load", onLoad, { once: true });
    return () => window.removeEventListener("load", onLoad);
  }, [enabled]);
}
