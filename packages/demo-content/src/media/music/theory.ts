/**
 * A piece's character: `ambient` is pads and bells over slow two-bar chords; `lofi` is electric
 * piano comping with a swung, soft beat; `bright` is a plucked arpeggio over a four-on-the-floor
 * pulse. Everything else (key, mode, tempo, chords, tune) comes from the piece's key.
 */
export type MusicStyle = "ambient" | "lofi" | "bright";
export type MusicSpec = { style: MusicStyle; key: string };

export type Voice = "pad" | "keys" | "pluck" | "bass" | "lead" | "bell" | "kick" | "snare" | "hat";
/** One note: start and length in seconds, pitch as a MIDI number, velocity 0..1, pan -1..1. */
export type Note = {
  voice: Voice;
  start: number;
  length: number;
  pitch: number;
  velocity: number;
  pan: number;
};

export const SCALES = { major: [0, 2, 4, 5, 7, 9, 11], minor: [0, 2, 3, 5, 7, 8, 10] } as const;
export type Mode = keyof typeof SCALES;

/** The harmony a piece is written in: key, scale, beat and bar in seconds, one chord root a bar. */
export type Harmony = { root: number; scale: readonly number[]; beat: number; bar: number; chords: number[] };

/** The MIDI pitch of scale degree `degree` (any integer) above the tonic in octave `octave`. */
export function pitchOf(h: Harmony, degree: number, octave: number): number {
  const oct = Math.floor(degree / 7);
  const step = degree - oct * 7;
  return 12 * (octave + 1 + oct) + h.root + h.scale[step]!;
}

/** The chord degrees (root, third, fifth, seventh) over the bar at `bar`. */
export const chordAt = (h: Harmony, bar: number) => {
  const root = h.chords[bar % h.chords.length]!;
  return [root, root + 2, root + 4, root + 6];
};

/** The tone of the chord's triad, in any octave, nearest to `degree`. */
export function nearestChordTone(degree: number, chord: number[]): number {
  let best = degree;
  let distance = 99;
  for (const tone of chord.slice(0, 3)) {
    for (const candidate of [tone - 7, tone, tone + 7]) {
      const d = Math.abs(candidate - degree);
      if (d < distance) [best, distance] = [candidate, d];
    }
  }
  return best;
}
