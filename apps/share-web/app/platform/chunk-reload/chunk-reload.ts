/** Spec §9: after a code chunk failed to load the page reloads, at most once in this period. */
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;

/** Where the time of the last such reload is kept, so it survives the reload itself. */
export const CHUNK_RELOAD_KEY = "davmu:chunk-reload-at";

/** The messages browsers give when a dynamic import fails (Chromium, WebKit, Firefox). */
const CHUNK_ERROR_PATTERNS = [
  "Failed to fetch dynamically imported module",
  "Importing a module script failed",
  "error loading dynamically imported module",
];

/** Whether an error is a code chunk that did not load (often: a new deployment removed it). */
export function isChunkLoadError(error: unknown): boolean {
  const message =
    error instanceof Error ? error.message : typeof error === "string" ? error : String(error ?? "");
  return CHUNK_ERROR_PATTERNS.some((pattern) => message.includes(pattern));
}

/** Whether a reload at `now` is allowed, given the last one. */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_THROTTLE_MS || now < lastReloadAt;
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem">;

/**
 * Decides whether to reload now and, if so, records it. Without any storage it never reloads:
 * nothing could stop a broken deployment from reloading the page forever.
 */
export function claimChunkReload(storage: KeyValueStore | null, now: number): boolean {
  if (!storage) return false;
  const stored = Number(storage.getItem(CHUNK_RELOAD_KEY));
  const last = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!mayReload(last, now)) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  return true;
}

/** Session storage (one tab), else local storage (private modes that refuse the first), else none. */
export function reloadStorage(win: {
  sessionStorage?: Storage;
  localStorage?: Storage;
}): KeyValueStore | null {
  for (const read of [() => win.sessionStorage, () => win.localStorage]) {
    try {
      const storage = read();
      if (!storage) continue;
      storage.setItem(`${CHUNK_RELOAD_KEY}:probe`, "1");
      storage.removeItem(`${CHUNK_RELOAD_KEY}:probe`);
      return storage;
    } catch {
      // Storage refused (Safari private mode, disabled cookies): try the next.
    }
  }
  return null;
}
