import { describe, expect, it } from "vitest";
import { SLOWDOWN_BOUNDS, slowdownFor } from "./calibration.ts";

describe("slowdownFor", () => {
  it("gives the calculator's multipliers at its points", () => {
    expect(slowdownFor(150)).toEqual({ index: 150, multiplier: 1 });
    expect(slowdownFor(800).multiplier).toBe(2);
    expect(slowdownFor(1300).multiplier).toBe(3);
    expect(slowdownFor(2000).multiplier).toBe(6);
  });

  it("is linear between the points", () => {
    expect(slowdownFor(475).multiplier).toBe(1.5);
    expect(slowdownFor(1050).multiplier).toBe(2.5);
    expect(slowdownFor(1650).multiplier).toBe(4.5);
  });

  it("reaches Lighthouse's default of 4× at an index of about 1,533, the desktop it assumes", () => {
    expect(slowdownFor(1533).multiplier).toBe(4);
    expect(slowdownFor(1766).multiplier).toBe(5);
  });

  it("goes on beyond 2,000 at the last piece's slope", () => {
    expect(slowdownFor(2350).multiplier).toBe(7.5);
  });

  it("covers the range this machine showed in one hour (344 to 2,332)", () => {
    expect(slowdownFor(344).multiplier).toBe(1.3);
    expect(slowdownFor(2332).multiplier).toBe(7.42);
  });

  it("never goes below 1×: a slower host than the phone is marked", () => {
    expect(slowdownFor(100)).toEqual({ index: 100, multiplier: SLOWDOWN_BOUNDS.min, clamped: "slow host" });
    expect(slowdownFor(149.5).clamped).toBe("slow host");
  });

  it("never goes above the upper bound: a faster host is marked", () => {
    expect(slowdownFor(5000)).toEqual({ index: 5000, multiplier: SLOWDOWN_BOUNDS.max, clamped: "fast host" });
    expect(slowdownFor(2900).clamped).toBeUndefined();
  });

  it("rises with the index", () => {
    let previous = 0;
    for (let index = 50; index <= 4000; index += 25) {
      const { multiplier } = slowdownFor(index);
      expect(multiplier).toBeGreaterThanOrEqual(previous);
      previous = multiplier;
    }
  });

  it("refuses what is not an index", () => {
    expect(() => slowdownFor(0)).toThrow();
    expect(() => slowdownFor(Number.NaN)).toThrow();
    expect(() => slowdownFor(-3)).toThrow();
  });
});
