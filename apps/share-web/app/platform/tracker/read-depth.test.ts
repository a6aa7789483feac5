import { describe, expect, it } from "vitest";
import { createReadSession, readPercent } from "./read-depth.ts";

describe("readPercent", () => {
  it("is the share of the body above the bottom of the screen", () => {
    expect(readPercent(800, 2000, 800)).toBe(0);
    expect(readPercent(300, 2000, 800)).toBe(25);
    expect(readPercent(-1200, 2000, 800)).toBe(100);
    expect(readPercent(-5000, 2000, 800)).toBe(100);
    expect(readPercent(100, 0, 800)).toBe(100);
  });
});

describe("createReadSession", () => {
  it("keeps the deepest point and sums only the time the page was shown", () => {
    let now = 0;
    const session = createReadSession(() => now);
    session.see(40);
    session.see(20);
    now = 10_000;
    expect(session.end()).toEqual({ duration: 10, percent: 40 });
    expect(session.end()).toBeNull();
    now = 50_000;
    session.resume();
    session.see(90);
    now = 55_000;
    expect(session.end()).toEqual({ duration: 5, percent: 90 });
  });
});
