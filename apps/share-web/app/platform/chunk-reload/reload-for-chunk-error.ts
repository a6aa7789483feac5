import { useEffect } from "react";
import { claimChunkReload, isChunkLoadError, reloadStorage } from "./chunk-reload.ts";

/**
 * Set once a reload is under way (this module's, or React Router's that was allowed), so further
 * reload requests of the same failure are not judged again: React Router asks once per route.
 */
let reloading = false;

export const isReloading = () => reloading;
export const markReloading = () => {
  reloading = true;
};

/**
 * A request under way when the connection dropped can fail only once it is back: a chunk failing
 * this soon after the phone went offline failed for want of a network too.
 */
const NETWORK_SETTLE_MS = 10_000;

let droppedAt = Number.NEGATIVE_INFINITY;
if (typeof window !== "undefined") {
  window.addEventListener("offline", () => {
    droppedAt = Date.now();
  });
}

/** Reloads the page for a chunk that failed to load, unless it already did within 60 s. */
export function reloadForChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  // Offline the chunk failed for want of a network, not because of a deployment: a reload would
  // only trade the page for the browser's error page (or, back online, reload the page for nothing).
  if (!navigator.onLine || Date.now() - droppedAt < NETWORK_SETTLE_MS) return false;
  if (!claimChunkReload(reloadStorage(window), Date.now())) return false;
  reloading = true;
  window.location.reload();
  return true;
}

/** For an error boundary: a chunk error reaching it reloads the page (throttled). */
export function useReloadOnChunkError(error: unknown) {
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);
}
