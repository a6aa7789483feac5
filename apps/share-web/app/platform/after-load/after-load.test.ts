import { describe, expect, it, vi } from "vitest";
import { AFTER_LOAD_TIMEOUT_MS, type AfterLoadWindow, createAfterLoadGate } from "./after-load.ts";

/** A window whose load event, idle callbacks and interactions the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const target = new EventTarget();
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win: AfterLoadWindow = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target) as AfterLoadWindow["addEventListener"],
    removeEventListener: target.removeEventListener.bind(target) as AfterLoadWindow["removeEventListener"],
    setTimeout: (cb) => timers.push(cb),
    ...(withIdle
      ? {
          requestIdleCallback: vi.fn((cb: () => void) => {
            idle.push(cb);
            return idle.length;
          }),
        }
      : {}),
  };
  return {
    win,
    fire: (type: string) => target.dispatchEvent(new Event(type)),
    runIdle: () => {
      for (const cb of idle.splice(0)) cb();
    },
    runTimers: () => {
      for (const cb of timers.splice(0)) cb();
    },
  };
}

describe("the after-load gate", () => {
  it("stays shut while the page loads, and opens when the browser is first idle after load", () => {
    const page = fakeWindow("interactive");
    const gate = createAfterLoadGate(page.win);
    const started = vi.fn();
    gate.subscribe(started);
    page.runIdle();
    expect(started).not.toHaveBeenCalled();
    page.fire("load");
    expect(started).not.toHaveBeenCalled();
    expect(page.win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {
      timeout: AFTER_LOAD_TIMEOUT_MS,
    });
    page.runIdle();
    expect(started).toHaveBeenCalledOnce();
    expect(gate.isOpen()).toBe(true);
  });

  it("waits only for idle when the page has already loaded", () => {
    const page = fakeWindow("complete");
    const gate = createAfterLoadGate(page.win);
    const started = vi.fn();
    gate.subscribe(started);
    expect(started).not.toHaveBeenCalled();
    page.runIdle();
    expect(started).toHaveBeenCalledOnce();
  });

  it("opens at the visitor's first tap, before load", () => {
    const page = fakeWindow("interactive");
    const gate = createAfterLoadGate(page.win);
    const started = vi.fn();
    gate.subscribe(started);
    page.fire("pointerdown");
    expect(started).toHaveBeenCalledOnce();
    page.fire("load");
    page.runIdle();
    page.fire("keydown");
    expect(started).toHaveBeenCalledOnce();
  });

  it("calls a late subscriber at once, and an unsubscribed one never", () => {
    const page = fakeWindow("complete");
    const gate = createAfterLoadGate(page.win);
    const gone = vi.fn();
    gate.subscribe(gone)();
    page.runIdle();
    expect(gone).not.toHaveBeenCalled();
    const late = vi.fn();
    gate.subscribe(late);
    expect(late).toHaveBeenCalledOnce();
  });

  it("uses a timer after load where the browser has no idle callback (Safari)", () => {
    const page = fakeWindow("interactive", false);
    const gate = createAfterLoadGate(page.win);
    const started = vi.fn();
    gate.subscribe(started);
    page.runTimers();
    expect(started).not.toHaveBeenCalled();
    page.fire("load");
    page.runTimers();
    expect(started).toHaveBeenCalledOnce();
  });
});
