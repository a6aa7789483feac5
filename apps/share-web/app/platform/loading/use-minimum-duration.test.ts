// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { remainingVisibleMs, useMinimumDuration } from "./use-minimum-duration.ts";

describe("minimum loading duration", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("computes what is left of the 200 ms", () => {
    expect(remainingVisibleMs(null, 1000)).toBe(0);
    expect(remainingVisibleMs(1000, 1050)).toBe(150);
    expect(remainingVisibleMs(1000, 1500)).toBe(0);
  });

  it("keeps a loading state that ended after 20 ms visible for 200 ms", () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDuration(active), {
      initialProps: { active: true },
    });
    act(() => vi.advanceTimersByTime(20));
    rerender({ active: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(170));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    expect(result.current).toBe(false);
  });

  it("turns on at once", () => {
    const { result, rerender } = renderHook(({ active }) => useMinimumDuration(active), {
      initialProps: { active: false },
    });
    expect(result.current).toBe(false);
    rerender({ active: true });
    expect(result.current).toBe(true);
  });
});
