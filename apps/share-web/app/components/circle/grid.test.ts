import { describe, expect, it } from "vitest";
import { gridOf } from "./grid.ts";

const pictures = (n: number) => Array.from({ length: n }, () => ({ width: 640, height: 640 }));

describe("gridOf", () => {
  it("keeps a lone picture's shape, upright ones narrower, extremes within bounds", () => {
    expect(gridOf([{ width: 800, height: 600 }])).toEqual({ kind: "single", ratio: 1.333, width: "100%" });
    expect(gridOf([{ width: 600, height: 800 }])).toEqual({ kind: "single", ratio: 0.75, width: "66%" });
    expect(gridOf([{ width: 300, height: 1200 }])).toMatchObject({ ratio: 0.75 });
    expect(gridOf([{ width: 3000, height: 500 }])).toMatchObject({ ratio: 2, width: "100%" });
  });

  it("puts two and four in two columns, three and five to nine in three", () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9].map((n) => gridOf(pictures(n)))).toEqual(
      [2, 3, 2, 3, 3, 3, 3, 3].map((columns) => ({ kind: "grid", columns })),
    );
  });
});
