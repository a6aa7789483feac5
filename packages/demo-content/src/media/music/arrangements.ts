import type { Random } from "../../random.ts";
import { type Harmony, type MusicStyle, type Note, pitchOf } from "./theory.ts";

/** Adds one note to the piece. */
type Add = (n: Note) => void;
/** Writes one bar of an arrangement, at `t` seconds, over `chord` (scale degrees). */
type Bar = (r: Random, h: Harmony, t: number, chord: number[], add: Add) => void;

const ambientBar: Bar = (r, h, t, chord, add) => {
  const bar = Math.round(t / h.bar);
  // Chords last two bars here: voiced once, on the first.
  if (bar % 2 === 0) {
    const voicing = [chord[0]!, chord[1]!, chord[2]!, chord[0]! + 7, chord[3]!];
    voicing.forEach((d, i) => {
      add({
        voice: "pad",
        start: t,
        length: h.bar * 2 + 0.4,
        pitch: pitchOf(h, d, 3),
        velocity: 0.5,
        pan: (i - 2) * 0.3,
      });
    });
    add({
      voice: "bass",
      start: t,
      length: h.bar * 2,
      pitch: pitchOf(h, chord[0]!, 2),
      velocity: 0.55,
      pan: 0,
    });
  }
  if (bar >= 1) {
    // A slow harp figure, one chord tone a beat, up and back.
    const shape = [0, 1, 2, 4, 2, 1, 3, 2];
    for (let i = 0; i < 4; i++) {
      const d = chord[0]! + [0, 2, 4, 7, 9][shape[(bar * 4 + i) % shape.length]!]!;
      add({
        voice: "pluck",
        start: t + i * h.beat,
        length: h.beat * 2,
        pitch: pitchOf(h, d, 4),
        velocity: 0.3 + r.next() * 0.1,
        pan: 0.35,
      });
    }
  }
};

const lofiBar: Bar = (r, h, t, chord, add) => {
  const swing = (beats: number) => t + h.beat * (Math.floor(beats) + (beats % 1 > 0 ? 0.6 : 0));
  // Seventh chords comped on one and on the "and" of two, the way a pianist leaves space.
  for (const [at, len] of [
    [0, 1.4],
    [1.5, 2.2],
  ] as const) {
    chord.forEach((d, i) => {
      add({
        voice: "keys",
        start: swing(at) + i * 0.012,
        length: h.beat * len,
        pitch: pitchOf(h, d, 3),
        velocity: 0.32 + r.next() * 0.08,
        pan: -0.25 + i * 0.12,
      });
    });
  }
  add({
    voice: "bass",
    start: swing(0),
    length: h.beat * 1.4,
    pitch: pitchOf(h, chord[0]!, 2),
    velocity: 0.6,
    pan: 0,
  });
  add({
    voice: "bass",
    start: swing(2.5),
    length: h.beat * 1.2,
    pitch: pitchOf(h, chord[0]! + (r.next() < 0.5 ? 4 : 0), 2),
    velocity: 0.5,
    pan: 0,
  });
  add({ voice: "kick", start: swing(0), length: 0.4, pitch: 0, velocity: 0.7, pan: 0 });
  add({ voice: "kick", start: swing(2.5), length: 0.4, pitch: 0, velocity: 0.55, pan: 0 });
  add({ voice: "snare", start: swing(1), length: 0.3, pitch: 0, velocity: 0.45, pan: 0.05 });
  add({ voice: "snare", start: swing(3), length: 0.3, pitch: 0, velocity: 0.5, pan: 0.05 });
  for (let i = 0; i < 8; i++) {
    add({
      voice: "hat",
      start: swing(i / 2),
      length: 0.1,
      pitch: 0,
      velocity: i % 2 ? 0.18 : 0.28,
      pan: 0.3,
    });
  }
};

const brightBar: Bar = (r, h, t, chord, add) => {
  add({
    voice: "pad",
    start: t,
    length: h.bar + 0.3,
    pitch: pitchOf(h, chord[0]!, 3),
    velocity: 0.3,
    pan: -0.4,
  });
  add({
    voice: "pad",
    start: t,
    length: h.bar + 0.3,
    pitch: pitchOf(h, chord[2]!, 3),
    velocity: 0.3,
    pan: 0.4,
  });
  // Eighth-note arpeggio up the chord past its octave, and back down.
  const arp = [0, 2, 4, 7, 9, 7, 4, 2];
  arp.forEach((step, i) => {
    add({
      voice: "pluck",
      start: t + (i * h.beat) / 2,
      length: h.beat,
      pitch: pitchOf(h, chord[0]! + step, 4),
      velocity: 0.35 + (i % 2 ? 0 : 0.1) + r.next() * 0.05,
      pan: i % 2 ? 0.3 : -0.3,
    });
  });
  for (let i = 0; i < 4; i++) {
    add({ voice: "kick", start: t + i * h.beat, length: 0.35, pitch: 0, velocity: 0.55, pan: 0 });
    add({ voice: "hat", start: t + (i + 0.5) * h.beat, length: 0.1, pitch: 0, velocity: 0.25, pan: 0.25 });
    add({
      voice: "bass",
      start: t + (i + 0.5) * h.beat,
      length: h.beat * 0.45,
      pitch: pitchOf(h, chord[0]!, 2),
      velocity: 0.5,
      pan: 0,
    });
  }
  add({ voice: "snare", start: t + h.beat, length: 0.3, pitch: 0, velocity: 0.35, pan: 0 });
  add({ voice: "snare", start: t + 3 * h.beat, length: 0.3, pitch: 0, velocity: 0.35, pan: 0 });
};

/** Each style's bar: the accompaniment under the tune (score.ts writes the tune). */
export const ARRANGEMENTS: Record<MusicStyle, Bar> = {
  ambient: ambientBar,
  lofi: lofiBar,
  bright: brightBar,
};
