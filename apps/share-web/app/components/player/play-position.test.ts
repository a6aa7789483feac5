import { describe, expect, it } from "vitest";
import { positionToKeep } from "./play-position.ts";

describe("the play position kept for next time", () => {
  it("is the whole seconds played, once past the first five", () => {
    expect(positionToKeep(4.9, 600)).toBeNull();
    expect(positionToKeep(6.4, 600)).toBe(6);
    expect(positionToKeep(83.9, 600)).toBe(83);
  });

  it("is none at the end: the last 10 s or 5 %, whichever is shorter", () => {
    // A ten-minute video: its last 10 s.
    expect(positionToKeep(589, 600)).toBe(589);
    expect(positionToKeep(590, 600)).toBeNull();
    // A 12 s clip: its last 0.6 s, so its middle is kept.
    expect(positionToKeep(6, 12)).toBe(6);
    expect(positionToKeep(11.5, 12)).toBeNull();
    expect(positionToKeep(12, 12)).toBeNull();
  });

  it("is kept while the length is not known", () => {
    expect(positionToKeep(42, Number.NaN)).toBe(42);
    expect(positionToKeep(42, 0)).toBe(42);
  });
});
