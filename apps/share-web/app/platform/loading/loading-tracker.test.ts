import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "../http/http-error.ts";
import { createLoadingTracker, isCancel } from "./loading-tracker.ts";

describe("loading tracker", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const make = () => createLoadingTracker({ showDelayMs: 200, fadeMs: 400, failedMs: 1500 });

  it("shows nothing for a request faster than the 200 ms minimum delay", () => {
    const tracker = make();
    tracker.start();
    vi.advanceTimersByTime(150);
    tracker.end();
    vi.advanceTimersByTime(1000);
    expect(tracker.getSnapshot()).toEqual({ count: 0, phase: "hidden" });
  });

  it("shows the bar after 200 ms and finishes only when the last of several requests ends", () => {
    const tracker = make();
    tracker.start();
    tracker.start();
    vi.advanceTimersByTime(199);
    expect(tracker.getSnapshot().phase).toBe("hidden");
    vi.advanceTimersByTime(1);
    expect(tracker.getSnapshot()).toEqual({ count: 2, phase: "active" });
    tracker.end();
    expect(tracker.getSnapshot()).toEqual({ count: 1, phase: "active" });
    tracker.end();
    expect(tracker.getSnapshot()).toEqual({ count: 0, phase: "done" });
    vi.advanceTimersByTime(400);
    expect(tracker.getSnapshot().phase).toBe("hidden");
  });

  it("fails at once on an error, stays red while others run, then fades", () => {
    const tracker = make();
    tracker.start();
    tracker.start();
    tracker.end(new HttpError("http", 500, "boom"));
    expect(tracker.getSnapshot()).toEqual({ count: 1, phase: "failed" });
    tracker.end();
    expect(tracker.getSnapshot().phase).toBe("failed");
    vi.advanceTimersByTime(1499);
    expect(tracker.getSnapshot().phase).toBe("failed");
    vi.advanceTimersByTime(1);
    expect(tracker.getSnapshot().phase).toBe("hidden");
  });

  it("does not fail on a cancelled request", () => {
    const tracker = make();
    tracker.start();
    vi.advanceTimersByTime(300);
    tracker.end(new HttpError("cancel", 499, "cancelled"));
    expect(tracker.getSnapshot().phase).toBe("done");
    tracker.start();
    tracker.end(new DOMException("aborted", "AbortError"));
    vi.advanceTimersByTime(1000);
    expect(tracker.getSnapshot().phase).toBe("hidden");
  });

  it("a new request during the fade starts a fresh cycle", () => {
    const tracker = make();
    tracker.start();
    vi.advanceTimersByTime(300);
    tracker.end();
    vi.advanceTimersByTime(100);
    tracker.start();
    vi.advanceTimersByTime(400);
    expect(tracker.getSnapshot()).toEqual({ count: 1, phase: "active" });
  });

  it("tells its subscribers of every change", () => {
    const tracker = make();
    const listener = vi.fn();
    const unsubscribe = tracker.subscribe(listener);
    tracker.start();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    listener.mockClear();
    tracker.end();
    expect(listener).not.toHaveBeenCalled();
  });

  it("recognises cancellations", () => {
    expect(isCancel(new HttpError("cancel", 499, "x"))).toBe(true);
    expect(isCancel(new DOMException("x", "AbortError"))).toBe(true);
    expect(isCancel(new HttpError("timeout", 504, "x"))).toBe(false);
    expect(isCancel(undefined)).toBe(false);
  });
});
