import { describe, expect, it } from "vitest";
import {
  CHUNK_RELOAD_KEY,
  claimChunkReload,
  isChunkLoadError,
  mayReload,
  reloadStorage,
} from "./chunk-reload.ts";

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: () => null,
    get length() {
      return map.size;
    },
  };
}

describe("chunk-error reload", () => {
  it("recognises the dynamic-import failures of each browser", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /a.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module: /a.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Network request failed"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it("reloads at most once in 60 s", () => {
    expect(mayReload(null, 1_000)).toBe(true);
    expect(mayReload(1_000, 1_000 + 59_999)).toBe(false);
    expect(mayReload(1_000, 1_000 + 60_000)).toBe(true);
    // A clock set back must not block reloads for ever.
    expect(mayReload(100_000, 1_000)).toBe(true);
  });

  it("records the reload it allows, and refuses the next within the period", () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 10_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe("10000");
    expect(claimChunkReload(storage, 30_000)).toBe(false);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe("10000");
    expect(claimChunkReload(storage, 70_000)).toBe(true);
  });

  it("never reloads without storage, as a broken deployment would loop", () => {
    expect(claimChunkReload(null, 10_000)).toBe(false);
  });

  it("uses session storage, else local storage", () => {
    const session = memoryStorage();
    const local = memoryStorage();
    expect(reloadStorage({ sessionStorage: session, localStorage: local })).toBe(session);
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as Storage;
    expect(reloadStorage({ sessionStorage: refusing, localStorage: local })).toBe(local);
    expect(reloadStorage({})).toBeNull();
  });
});
