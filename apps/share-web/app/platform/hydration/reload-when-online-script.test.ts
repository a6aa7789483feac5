// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_TAP_GLOBAL, takeEarlyTap } from "./early-tap.ts";
import { EARLY_TAP_SCRIPT } from "./early-tap-script.ts";
import { RELOAD_WHEN_ONLINE_SCRIPT } from "./reload-when-online-script.ts";

/** A window whose location can be watched: jsdom's own cannot reload. */
function fakeWindow() {
  const target = new EventTarget();
  const reload = vi.fn();
  const win = Object.assign(target, { location: { reload } }) as unknown as EventTarget &
    Record<string, unknown>;
  return { win, reload };
}

describe("the network coming back to a page", () => {
  beforeEach(() => {
    new Function(EARLY_TAP_SCRIPT)();
  });
  afterEach(() => {
    takeEarlyTap();
  });

  it("loads it again while React has not started: its script was cut off", () => {
    const { win, reload } = fakeWindow();
    win[EARLY_TAP_GLOBAL] = () => null;
    new Function("window", RELOAD_WHEN_ONLINE_SCRIPT)(win);
    win.dispatchEvent(new Event("offline"));
    expect(reload).not.toHaveBeenCalled();
    win.dispatchEvent(new Event("online"));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("leaves it alone once React has started", () => {
    const { win, reload } = fakeWindow();
    win[EARLY_TAP_GLOBAL] = () => null;
    new Function("window", RELOAD_WHEN_ONLINE_SCRIPT)(win);
    delete win[EARLY_TAP_GLOBAL];
    win.dispatchEvent(new Event("online"));
    expect(reload).not.toHaveBeenCalled();
  });

  it("reads React's start from the early tap's taking, which removes the global", () => {
    expect(typeof (window as unknown as Record<string, unknown>)[EARLY_TAP_GLOBAL]).toBe("function");
    takeEarlyTap();
    expect(EARLY_TAP_GLOBAL in window).toBe(false);
    expect(RELOAD_WHEN_ONLINE_SCRIPT).toContain(`w.${EARLY_TAP_GLOBAL}&&`);
  });
});
