import { describe, expect, it } from "vitest";
import { createPlayProgress } from "./play-progress.ts";

describe("play progress", () => {
  it("reports the start once, then each quarter as the position passes it, then the end", () => {
    const p = createPlayProgress();
    expect(p.playing()).toEqual([0]);
    expect(p.playing()).toEqual([]);
    expect(p.position(2, 20)).toEqual([]);
    expect(p.position(5, 20)).toEqual([25]);
    expect(p.position(6, 20)).toEqual([]);
    expect(p.position(16, 20)).toEqual([50, 75]);
    expect(p.position(10, 20)).toEqual([]);
    expect(p.ended()).toEqual([100]);
  });

  it("counts a replay after the end as a new play-through", () => {
    const p = createPlayProgress();
    p.playing();
    p.position(20, 20);
    p.ended();
    expect(p.playing()).toEqual([0]);
    expect(p.position(5, 20)).toEqual([25]);
  });

  it("reports nothing for positions before playback starts, or without a length", () => {
    const p = createPlayProgress();
    expect(p.position(15, 20)).toEqual([]);
    expect(p.ended()).toEqual([]);
    p.playing();
    expect(p.position(30, Number.POSITIVE_INFINITY)).toEqual([]);
    expect(p.position(3, Number.NaN)).toEqual([]);
  });

  it("reports the quarters not yet passed when the media ends early (a seek to the end)", () => {
    const p = createPlayProgress();
    p.playing();
    p.position(6, 20);
    expect(p.ended()).toEqual([50, 75, 100]);
  });
});
