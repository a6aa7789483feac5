// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OnePerTask } from "./one-per-task.tsx";

describe("behaviours started one per task", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("start in their order, each after a timer of its own, and each only once", async () => {
    const started: string[] = [];
    const behaviour = (name: string) =>
      function useBehaviour() {
        useEffect(() => {
          started.push(name);
        }, []);
      };
    const behaviours = ["theme", "startup", "tracker"].map(behaviour);
    const { rerender } = render(<OnePerTask behaviours={behaviours} />);
    expect(started).toEqual(["theme"]);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(started).toEqual(["theme", "startup"]);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(started).toEqual(["theme", "startup", "tracker"]);
    rerender(<OnePerTask behaviours={behaviours} />);
    await act(() => vi.runAllTimersAsync());
    expect(started).toEqual(["theme", "startup", "tracker"]);
  });

  it("stop starting the rest when the page leaves", async () => {
    const started: string[] = [];
    const behaviours = ["a", "b"].map((name) => () => {
      useEffect(() => {
        started.push(name);
      }, []);
    });
    const { unmount } = render(<OnePerTask behaviours={behaviours} />);
    unmount();
    await act(() => vi.runAllTimersAsync());
    expect(started).toEqual(["a"]);
  });
});
