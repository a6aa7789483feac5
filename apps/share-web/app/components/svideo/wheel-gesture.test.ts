import { describe, expect, it } from "vitest";
import { createWheelGesture, wheelPixels } from "./wheel-gesture.ts";

describe("wheel gestures", () => {
  it("moves one clip per notch of a mouse wheel, down and up", () => {
    const wheel = createWheelGesture();
    expect(wheel(100, 0)).toBe(1);
    expect(wheel(100, 1000)).toBe(1);
    expect(wheel(-100, 2000)).toBe(-1);
  });

  it("moves one clip for a trackpad swipe, its inertia included", () => {
    const wheel = createWheelGesture();
    const steps: number[] = [];
    // 1.5 s of events every 16 ms, decaying: one gesture.
    for (let t = 0, d = 60; t < 1500; t += 16, d *= 0.97) steps.push(wheel(d, t));
    expect(steps.filter((s) => s !== 0)).toEqual([1]);
    // The next swipe, after a pause, is a step of its own.
    expect(wheel(20, 1800) + wheel(30, 1816)).toBe(1);
  });

  it("ignores a small nudge", () => {
    const wheel = createWheelGesture();
    expect(wheel(10, 0)).toBe(0);
    expect(wheel(10, 500)).toBe(0);
  });

  it("reads lines and pages as pixels", () => {
    expect(wheelPixels({ deltaY: 3, deltaMode: 1 }, 800)).toBe(48);
    expect(wheelPixels({ deltaY: 1, deltaMode: 2 }, 800)).toBe(800);
    expect(wheelPixels({ deltaY: 120, deltaMode: 0 }, 800)).toBe(120);
  });
});
