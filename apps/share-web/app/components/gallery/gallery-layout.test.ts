import { describe, expect, it } from "vitest";
import { stageRatio } from "./gallery-layout.ts";

describe("stageRatio", () => {
  const photo = { width: 1080, height: 720 };
  const tall = { width: 720, height: 960 };

  it("is the first picture's shape, whatever the others", () => {
    expect(stageRatio([photo, tall, photo])).toBeCloseTo(2 / 3);
    expect(stageRatio([tall, photo])).toBeCloseTo(4 / 3);
  });

  it("stays between 16:9 and 3:4", () => {
    expect(stageRatio([{ width: 2400, height: 600 }])).toBe(9 / 16);
    expect(stageRatio([{ width: 600, height: 2400 }])).toBe(4 / 3);
  });

  it("takes the first picture of known size, and is square without one", () => {
    expect(stageRatio([{ width: 0, height: 0 }, photo])).toBeCloseTo(2 / 3);
    expect(stageRatio([])).toBe(1);
  });
});
