import { describe, expect, it } from "vitest";
import { nextSpeed, SPEEDS, speedLabel } from "./playback-speed.ts";

describe("nextSpeed", () => {
  it("steps up through every speed and back to the slowest", () => {
    const seen = [1];
    for (let i = 0; i < SPEEDS.length; i += 1) seen.push(nextSpeed(seen.at(-1)!));
    expect(seen).toEqual([1, 1.25, 1.5, 2, 0.75, 1]);
  });

  it("goes on from a speed it does not list to the next one up", () => {
    expect(nextSpeed(1.1)).toBe(1.25);
    expect(nextSpeed(3)).toBe(0.75);
  });
});

describe("speedLabel", () => {
  it.each([
    [1, "1×"],
    [0.75, "0.75×"],
    [1.5, "1.5×"],
    [2, "2×"],
  ])("%f is shown as %s", (rate, label) => {
    expect(speedLabel(rate)).toBe(label);
  });
});
