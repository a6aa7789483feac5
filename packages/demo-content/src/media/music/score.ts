import { createRandom, hashString, type Random } from "../../random.ts";
import { ARRANGEMENTS } from "./arrangements.ts";
import {
  chordAt,
  type Harmony,
  type Mode,
  type MusicSpec,
  type MusicStyle,
  type Note,
  nearestChordTone,
  pitchOf,
  SCALES,
  type Voice,
} from "./theory.ts";

export type { MusicSpec, MusicStyle, Note, Voice } from "./theory.ts";

/** Chord roots as scale degrees (0 = tonic): the progressions popular music lives on. */
const PROGRESSIONS: Record<Mode, readonly (readonly number[])[]> = {
  major: [
    [0, 4, 5, 3],
    [0, 5, 3, 4],
    [3, 4, 2, 5],
    [0, 3, 5, 4],
    [5, 3, 0, 4],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 6, 2],
    [0, 6, 5, 6],
    [5, 6, 0, 0],
    [0, 3, 4, 0],
  ],
};
const TEMPO: Record<MusicStyle, readonly [number, number]> = {
  ambient: [62, 76],
  lofi: [72, 88],
  bright: [100, 118],
};
/** Melody rhythms for one bar, in beats. */
const RHYTHMS: readonly (readonly number[])[] = [
  [1, 1, 1, 1],
  [1.5, 0.5, 2],
  [2, 1, 1],
  [0.5, 0.5, 1, 2],
  [1, 0.5, 0.5, 2],
  [3, 1],
  [1, 1, 2],
];

/**
 * The notes of a piece `seconds` long. Deterministic: one spec always gives the same notes, and two
 * keys give two pieces in (usually) different keys, modes, tempos and tunes.
 */
export function composeScore(spec: MusicSpec, seconds: number): Note[] {
  const r = createRandom(hashString(`${spec.style}:${spec.key}`));
  const mode: Mode = r.next() < 0.55 ? "major" : "minor";
  const [lo, hi] = TEMPO[spec.style];
  const beat = 60 / r.int(lo, hi);
  const perChord = spec.style === "ambient" ? 2 : 1;
  const chords = r.pick(PROGRESSIONS[mode]).flatMap((d) => Array<number>(perChord).fill(d));
  const h: Harmony = { root: r.int(0, 11), scale: SCALES[mode], beat, bar: beat * 4, chords };
  const bars = Math.ceil(seconds / h.bar);
  const notes: Note[] = [];
  const add = (n: Note) => {
    if (n.start < seconds - 0.5) notes.push({ ...n, length: Math.min(n.length, seconds - n.start) });
  };
  for (let bar = 0; bar < bars; bar++) {
    const t = bar * h.bar;
    const chord = chordAt(h, bar);
    ARRANGEMENTS[spec.style](r, h, t, chord, add);
  }
  // The tune enters after two bars and leaves before the last, as a song's would.
  const lead: Voice = spec.style === "ambient" ? "bell" : spec.style === "lofi" ? "keys" : "lead";
  melody(r, h, 2, bars - 1, lead, 5).forEach(add);
  return notes;
}

/**
 * A tune from bar `from` to bar `to`: two-bar phrases in the form A A B A, repeated, where a phrase
 * is a rhythm and a contour (steps up and down the scale). Notes on strong beats land on a tone of
 * the chord under them, so the tune fits the harmony, and a repeated phrase varies as it does.
 */
function melody(r: Random, h: Harmony, from: number, to: number, voice: Voice, octave: number): Note[] {
  const motif = () => {
    const steps: { beat: number; length: number; move: number }[] = [];
    for (let bar = 0; bar < 2; bar++) {
      let beat = bar * 4;
      for (const length of r.pick(RHYTHMS)) {
        steps.push({ beat, length, move: r.pick([-2, -1, -1, 0, 1, 1, 2, 3]) });
        beat += length;
      }
    }
    // A phrase breathes: sometimes the note before its last is left out, a rest.
    if (steps.length > 2 && r.next() < 0.5) steps.splice(steps.length - 2, 1);
    return steps;
  };
  const a = motif();
  const b = motif();
  const notes: Note[] = [];
  let degree = 2;
  for (let bar = from, phrase = 0; bar + 1 < to; bar += 2, phrase++) {
    for (const s of [a, a, b, a][phrase % 4]!) {
      const barHere = bar + Math.floor(s.beat / 4);
      degree = Math.max(-2, Math.min(9, degree + s.move));
      if (s.beat % 2 === 0) degree = nearestChordTone(degree, chordAt(h, barHere));
      notes.push({
        voice,
        start: bar * h.bar + s.beat * h.beat,
        length: s.length * h.beat * 0.95,
        pitch: pitchOf(h, degree, octave),
        velocity: 0.45 + r.next() * 0.15 + (s.beat % 4 === 0 ? 0.08 : 0),
        pan: 0.1,
      });
    }
  }
  return notes;
}
