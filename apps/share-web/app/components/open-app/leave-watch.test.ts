// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchLeave } from "./leave-watch.ts";

let visibility: DocumentVisibilityState = "visible";
beforeEach(() => {
  vi.useFakeTimers();
  visibility = "visible";
  vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("watchLeave", () => {
  it("says the page stayed when it is still visible after the timeout", async () => {
    const result = watchLeave(2500);
    await vi.advanceTimersByTimeAsync(2499);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe("stayed");
  });

  it("says the page was left as soon as it is hidden", async () => {
    const result = watchLeave(2500);
    visibility = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(await result).toBe("left");
  });

  it("counts a page hide as leaving", async () => {
    const result = watchLeave(2500);
    window.dispatchEvent(new Event("pagehide"));
    expect(await result).toBe("left");
  });
});
