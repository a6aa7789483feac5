import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext as DataRouterContext } from "react-router";
import { claimChunkReload, reloadStorage } from "./chunk-reload.ts";
import { isReloading, markReloading, reloadForChunkError } from "./reload-for-chunk-error.ts";

type NavigateEvent = Event & { navigationType: string; cancelable: boolean };
type NavigationApi = EventTarget;

/**
 * Spec §4/§8: a code chunk that fails to load reloads the page (a new deployment has replaced
 * it), at most once a minute so a broken deployment cannot loop. Three ways a chunk fails:
 * Vite's preload helper (vite:preloadError), an unhandled dynamic import, and React Router's
 * route-module import, which reloads the page by itself. That last reload is throttled through
 * the Navigation API (Chromium, Safari 26): a reload while a client navigation is pending is
 * React Router's; within the period it is cancelled and the page is opened by a plain document
 * navigation instead, which needs no chunk to show the server-rendered page. While offline a
 * page-initiated reload is always cancelled: it could only fail.
 */
export function useChunkErrorReload() {
  const router = useContext(DataRouterContext)?.router;

  useEffect(() => {
    const onPreloadError = (event: Event) => {
      const error = (event as Event & { payload?: unknown }).payload;
      // Not prevented, Vite throws the error to the importer, which shows its own failure.
      if (reloadForChunkError(error ?? new Error("Failed to fetch dynamically imported module"))) {
        event.preventDefault();
      }
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (reloadForChunkError(event.reason)) event.preventDefault();
    };
    const onNavigate = (event: Event) => {
      const e = event as NavigateEvent;
      if (e.navigationType !== "reload" || !e.cancelable) return;
      if (isReloading()) return;
      if (!navigator.onLine) {
        // React Router also reloads when a prefetch's route module fails to import, which going
        // offline causes; the page the visitor reads is worth more than the browser's error page.
        e.preventDefault();
        return;
      }
      const pending = router?.state.navigation;
      if (!pending || pending.state === "idle" || !pending.location) return; // the visitor's reload
      if (claimChunkReload(reloadStorage(window), Date.now())) {
        markReloading();
        return;
      }
      e.preventDefault();
      const { pathname, search, hash } = pending.location;
      setTimeout(() => window.location.assign(`${pathname}${search}${hash}`), 0);
    };
    const navigation = (window as Window & { navigation?: NavigationApi }).navigation;
    window.addEventListener("vite:preloadError", onPreloadError);
    window.addEventListener("unhandledrejection", onRejection);
    navigation?.addEventListener("navigate", onNavigate);
    // Says the page now recovers from a lost chunk (the browser tests wait for it before failing one).
    document.documentElement.dataset.chunkReload = "armed";
    return () => {
      window.removeEventListener("vite:preloadError", onPreloadError);
      window.removeEventListener("unhandledrejection", onRejection);
      navigation?.removeEventListener("navigate", onNavigate);
    };
  }, [router]);
}
