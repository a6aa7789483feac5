// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY } from "./chunk-reload.ts";
import { reloadForChunkError } from "./reload-for-chunk-error.ts";

const lost = () => new TypeError("Failed to fetch dynamically imported module: /davmu/share/assets/x.js");

describe("a chunk that failed to load", () => {
  afterEach(() => {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    vi.useRealTimers();
  });

  it("is not put down to a deployment when the phone went offline a moment before", () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["Date"] });
    window.dispatchEvent(new Event("offline"));
    // Back online, the request that was under way when the connection dropped fails only now.
    vi.setSystemTime(1_000_000 + 9_000);
    expect(navigator.onLine).toBe(true);
    expect(reloadForChunkError(lost())).toBe(false);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
  });

  it("reloads the page once the connection has been back a while", () => {
    vi.useFakeTimers({ now: 1_000_000 + 11_000, toFake: ["Date"] });
    expect(reloadForChunkError(new Error("Network request failed"))).toBe(false);
    expect(reloadForChunkError(lost())).toBe(true);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(1_000_000 + 11_000));
  });
});
