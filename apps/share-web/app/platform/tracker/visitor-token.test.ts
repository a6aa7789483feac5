import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setGlobal } from "../store.ts";
import { tokenSettled } from "./visitor-token.ts";

describe("tokenSettled: what the tracker sends waits for the visitor's token", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setGlobal({ token: "", ANONYMOUS_TOKEN: "", userInfo: null });
  });
  afterEach(() => vi.useRealTimers());

  const state = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  };

  it("goes at once when the visitor already has a token", async () => {
    setGlobal({ token: "t1", ANONYMOUS_TOKEN: "t1" });
    const done = state(tokenSettled(10_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it("waits until the start-up call has stored the token", async () => {
    const done = state(tokenSettled(10_000));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(done()).toBe(false);
    setGlobal({ token: "t2", ANONYMOUS_TOKEN: "t2" });
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it("goes without a token once the start-up call would have given up", async () => {
    const done = state(tokenSettled(10_000));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
