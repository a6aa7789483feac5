// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { applySpeed, nextSpeed, readSpeed, SPEED_KEY, SPEEDS, speedLabel } from "./playback-speed.ts";

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

describe("the kept speed", () => {
  const media = () => ({ defaultPlaybackRate: 1, playbackRate: 1 }) as HTMLMediaElement;
  beforeEach(() => localStorage.clear());

  it("is 1 until the visitor picks one, then that one on the next page, for the next file too", () => {
    expect(readSpeed()).toBe(1);
    const el = media();
    applySpeed(el, 1.5);
    expect([el.playbackRate, el.defaultPlaybackRate]).toEqual([1.5, 1.5]);
    expect(readSpeed()).toBe(1.5);
    applySpeed(el, 1);
    expect(localStorage.getItem(SPEED_KEY)).toBeNull();
  });

  it("ignores a kept value it does not offer", () => {
    localStorage.setItem(SPEED_KEY, "16");
    expect(readSpeed()).toBe(1);
  });

  it("applied to a new player, is not written again", () => {
    const el = media();
    applySpeed(el, 2, false);
    expect(el.playbackRate).toBe(2);
    expect(localStorage.getItem(SPEED_KEY)).toBeNull();
  });
});
