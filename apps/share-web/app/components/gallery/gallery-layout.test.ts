import { describe, expect, it } from "vitest";
import { stageRatio } from "./gallery-layout.ts";

describe("stageRatio", () => {
  it("is the tallest picture's shape, so none of them changes the stage's height", () => {
    const photo = { width: 1080, height: 720 };
    const square = { width: 900, height: 900 };
    expect(stageRatio([photo, square, photo])).toBe(1);
    expect(stageRatio([photo])).toBeCloseTo(2 / 3);
  });

  it("stays between 16:9 and 3:4", () => {
    expect(stageRatio([{ width: 2400, height: 600 }])).toBe(9 / 16);
    expect(stageRatio([{ width: 600, height: 2400 }])).toBe(4 / 3);
  });

  it("is square without a picture of known size", () => {
    expect(stageRatio([])).toBe(1);
    expect(stageRatio([{ width: 0, height: 0 }])).toBe(1);
  });
});
