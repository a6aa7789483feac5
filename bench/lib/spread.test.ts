import { describe, expect, it } from "vitest";
import { spreadOf, verdictOf } from "./spread.ts";

describe("spreadOf", () => {
  it("gives the median, the lowest and the highest value", () => {
    expect(spreadOf([138, 427, 233, 330, 241])).toEqual({ median: 241, min: 138, max: 427 });
  });

  it("takes the lower middle value of an even count", () => {
    expect(spreadOf([4, 1, 3, 2])).toEqual({ median: 2, min: 1, max: 4 });
  });

  it("of one value is that value", () => {
    expect(spreadOf([7])).toEqual({ median: 7, min: 7, max: 7 });
  });

  it("leaves out the runs without the figure", () => {
    expect(spreadOf([40, Number.NaN, 12, 80])).toEqual({ median: 40, min: 12, max: 80 });
    expect(spreadOf([Number.NaN])).toEqual({ median: Number.NaN, min: Number.NaN, max: Number.NaN });
  });

  it("refuses no values", () => {
    expect(() => spreadOf([])).toThrow();
  });
});

describe("verdictOf, an upper bound (TBT ≤ 50 ms)", () => {
  const budget = { max: 50 };

  it("met when every run is within it, the budget itself included", () => {
    expect(verdictOf({ min: 4, max: 50 }, budget)).toBe("met");
  });

  it("missed when every run is over it", () => {
    expect(verdictOf({ min: 51, max: 300 }, budget)).toBe("missed");
  });

  it("within noise when the spread covers it, whichever side the median is on", () => {
    expect(verdictOf({ min: 3, max: 122 }, budget)).toBe("within noise");
    expect(verdictOf({ min: 50, max: 51 }, budget)).toBe("within noise");
  });
});

describe("verdictOf, a lower bound (performance ≥ 98)", () => {
  const budget = { min: 98 };

  it("met when every run reaches it", () => {
    expect(verdictOf({ min: 98, max: 100 }, budget)).toBe("met");
  });

  it("missed when no run reaches it", () => {
    expect(verdictOf({ min: 84, max: 97 }, budget)).toBe("missed");
  });

  it("within noise when the spread covers it", () => {
    expect(verdictOf({ min: 96, max: 100 }, budget)).toBe("within noise");
  });
});

describe("verdictOf, no run with the figure", () => {
  it("is missed", () => {
    expect(verdictOf({ min: Number.NaN, max: Number.NaN }, { max: 50 })).toBe("missed");
    expect(verdictOf({ min: Number.NaN, max: Number.NaN }, { min: 98 })).toBe("missed");
  });
});

describe("verdictOf, one run", () => {
  it("is met or missed, never within noise", () => {
    expect(verdictOf({ min: 50, max: 50 }, { max: 50 })).toBe("met");
    expect(verdictOf({ min: 51, max: 51 }, { max: 50 })).toBe("missed");
    expect(verdictOf({ min: 97, max: 97 }, { min: 98 })).toBe("missed");
  });
});
