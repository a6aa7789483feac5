import { describe, expect, it } from "vitest";
import { renderMusic, SAMPLE_RATE } from "./render.ts";
import { composeScore, type MusicStyle } from "./score.ts";

const STYLES: MusicStyle[] = ["ambient", "lofi", "bright"];

describe("composeScore", () => {
  it.each(STYLES)("writes %s music: chords, a bass line and a tune, not a tone", (style) => {
    const notes = composeScore({ style, key: "piece-1" }, 30);
    const voices = new Set(notes.map((n) => n.voice));
    expect(voices.size).toBeGreaterThanOrEqual(4);
    const pitches = new Set(notes.filter((n) => n.pitch > 0).map((n) => n.pitch));
    expect(pitches.size).toBeGreaterThanOrEqual(10);
    // Chords: several notes sound together at many moments.
    const together = new Set(
      notes.map((n) => n.start).filter((t, _, all) => all.filter((u) => u === t).length >= 3),
    );
    expect(together.size).toBeGreaterThanOrEqual(4);
    expect(notes.every((n) => n.start >= 0 && n.start + n.length <= 30)).toBe(true);
  });

  it("gives each key its own piece, and the same piece for the same key", () => {
    const tune = (key: string) => JSON.stringify(composeScore({ style: "lofi", key }, 20));
    expect(tune("a")).toBe(tune("a"));
    const keys = ["a", "b", "c", "d", "e", "f"].map(tune);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("renderMusic", () => {
  it("renders 16-bit stereo of the asked length, faded in and out, peaking just under full scale", () => {
    const seconds = 6;
    const pcm = renderMusic({ style: "bright", key: "piece-2" }, seconds);
    expect(pcm.length).toBe(seconds * SAMPLE_RATE * 4);
    const samples = new Int16Array(pcm.buffer, pcm.byteOffset, pcm.length / 2);
    const peak = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0) / 32767;
    expect(peak).toBeGreaterThan(0.85);
    expect(peak).toBeLessThanOrEqual(0.9);
    expect(Math.abs(samples[0]!)).toBe(0);
    expect(Math.abs(samples.at(-1)!)).toBeLessThan(50);
  });
});
