// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { createExposeObserver, EXPOSE_DWELL_MS } from "./expose-observer.ts";

function setup() {
  let callback: IntersectionObserverCallback = () => {};
  const observed = new Set<Element>();
  const fake = {
    observe: (el: Element) => observed.add(el),
    unobserve: (el: Element) => observed.delete(el),
  } as unknown as IntersectionObserver;
  const seen = new Set<string>();
  const exposed: string[] = [];
  const observer = createExposeObserver({
    seen: (tid) => seen.has(tid),
    onExpose: (tid) => {
      seen.add(tid);
      exposed.push(tid);
    },
    createObserver: (cb) => {
      callback = cb;
      return fake;
    },
  });
  const report = (el: Element, ratio: number) =>
    callback(
      [{ target: el, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
      fake,
    );
  return { observer, report, exposed, observed, seen };
}

describe("createExposeObserver", () => {
  it("reports an item half visible for the dwell time, once", () => {
    vi.useFakeTimers();
    const { observer, report, exposed, observed } = setup();
    const a = document.createElement("div");
    observer.observe(a, "itemAAAA");
    report(a, 0.6);
    vi.advanceTimersByTime(EXPOSE_DWELL_MS - 1);
    expect(exposed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exposed).toEqual(["itemAAAA"]);
    expect(observed.has(a)).toBe(false);
    vi.useRealTimers();
  });

  it("does not report an item flicked past or barely visible", () => {
    vi.useFakeTimers();
    const { observer, report, exposed } = setup();
    const a = document.createElement("div");
    observer.observe(a, "itemAAAA");
    report(a, 0.3);
    vi.advanceTimersByTime(2000);
    report(a, 0.8);
    vi.advanceTimersByTime(200);
    report(a, 0);
    vi.advanceTimersByTime(2000);
    expect(exposed).toEqual([]);
    vi.useRealTimers();
  });

  it("reports the same item once per page view even when shown twice", () => {
    vi.useFakeTimers();
    const { observer, report, exposed } = setup();
    const a = document.createElement("div");
    const b = document.createElement("div");
    observer.observe(a, "itemAAAA");
    observer.observe(b, "itemAAAA");
    report(a, 1);
    report(b, 1);
    vi.advanceTimersByTime(EXPOSE_DWELL_MS);
    expect(exposed).toEqual(["itemAAAA"]);
    expect(observer.observe(document.createElement("div"), "itemAAAA")).toBeTypeOf("function");
    vi.useRealTimers();
  });
});
