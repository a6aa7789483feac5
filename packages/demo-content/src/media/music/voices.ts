import type { Random } from "../../random.ts";
import type { Note, Voice } from "./score.ts";

export const SAMPLE_RATE = 44_100;

/** A stereo pair of sample buffers. */
export type Bus = { l: Float32Array; r: Float32Array };
/** Where notes are mixed: straight to the output, and into the reverb. */
export type Mix = { dry: Bus; send: Bus };

/*
 * Instruments are the classic cheap techniques of early digital synthesisers, chosen because each
 * costs a few operations a sample: one-cycle wavetables with a handful of harmonics (pads, bass,
 * lead), two-operator FM (electric piano, bells), Karplus-Strong plucked strings, and filtered noise
 * and pitch-swept sines for the drums. A 90-second piece renders in well under a second.
 */

const TABLE_SIZE = 4096;
const MASK = TABLE_SIZE - 1;

/** One cycle of a waveform made of the given harmonic amplitudes, peak-normalised. */
function table(harmonics: readonly number[]): Float32Array {
  const t = new Float32Array(TABLE_SIZE);
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) {
    let v = 0;
    harmonics.forEach((a, n) => {
      v += a * Math.sin((2 * Math.PI * (n + 1) * i) / TABLE_SIZE);
    });
    t[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  return t.map((v) => v / peak);
}

const series = (count: number, amp: (n: number) => number) =>
  Array.from({ length: count }, (_, i) => amp(i + 1));
const SINE = table([1]);
const PAD_DARK = table(series(8, (n) => 1 / n ** 2));
const PAD_BRIGHT = table(series(14, (n) => 1 / n ** 1.1));
const BASS = table([1, 0.4, 0.12, 0.05]);
const LEAD = table([1, 0.08, 0.3, 0.04, 0.12, 0.02, 0.05]);

/** Reads a table at a phase in cycles, with linear interpolation. */
function read(t: Float32Array, phase: number): number {
  const x = (phase - Math.floor(phase)) * TABLE_SIZE;
  const i = x | 0;
  const a = t[i & MASK]!;
  return a + (x - i) * (t[(i + 1) & MASK]! - a);
}

const hz = (pitch: number) => 440 * 2 ** ((pitch - 69) / 12);
/** The factor a one-pole low-pass filter moves by each sample, for a cutoff in Hz. */
const pole = (cutoff: number) => 1 - Math.exp((-2 * Math.PI * cutoff) / SAMPLE_RATE);

type Render = (out: Float32Array, note: Note, noise: Random) => void;

/** How long each voice rings after its note ends, in seconds. */
const RELEASE: Record<Voice, number> = {
  pad: 1.6,
  keys: 0.5,
  pluck: 0.6,
  bass: 0.25,
  lead: 0.3,
  bell: 2.4,
  kick: 0,
  snare: 0,
  hat: 0,
};
/** How much of each voice goes to the reverb. */
const SEND: Record<Voice, number> = {
  pad: 0.55,
  keys: 0.3,
  pluck: 0.4,
  bass: 0.04,
  lead: 0.35,
  bell: 0.6,
  kick: 0.02,
  snare: 0.25,
  hat: 0.12,
};

/** The factor that makes a level fall by e each `tau` seconds, applied once a sample. */
const falloff = (tau: number) => Math.exp(-1 / (tau * SAMPLE_RATE));

/**
 * An amplitude envelope `length` samples long: a linear attack, full level until note-off, then an
 * exponential release with time constant `releaseTau`.
 */
function envelope(length: number, attack: number, offAt: number, releaseTau: number): Float32Array {
  const env = new Float32Array(length);
  const rise = Math.max(1, Math.round(attack * SAMPLE_RATE));
  const off = Math.round(offAt * SAMPLE_RATE);
  const fall = falloff(releaseTau);
  let level = 0;
  for (let i = 0; i < length; i++) {
    if (i < rise) level = Math.min(1, (i + 1) / rise);
    else if (i >= off) level *= fall;
    env[i] = level;
  }
  return env;
}

const pad: Render = (out, note) => {
  const f = hz(note.pitch);
  const env = envelope(out.length, Math.min(1.2, note.length / 3), note.length, RELEASE.pad / 3);
  const drift = (0.07 + (note.pitch % 5) * 0.02) / SAMPLE_RATE;
  // Two oscillators a few cents apart beat slowly against each other: the width of a string section.
  const [inc1, inc2] = [-6, 6].map((cents) => (f * 2 ** (cents / 1200)) / SAMPLE_RATE) as [number, number];
  let dark = 0;
  let bright = 0;
  for (let i = 0; i < out.length; i++) {
    if ((i & 63) === 0) {
      // A slow sweep between a dark and a bright wave, like a filter opening and closing.
      const open = 0.5 + 0.5 * read(SINE, drift * i + note.pitch / 12);
      dark = 1 - open * 0.6;
      bright = open * 0.35;
    }
    const p1 = i * inc1 + 0.13;
    const p2 = i * inc2 + 0.61;
    const v =
      (read(PAD_DARK, p1) + read(PAD_DARK, p2)) * dark +
      (read(PAD_BRIGHT, p1) + read(PAD_BRIGHT, p2)) * bright;
    out[i] = v * 0.085 * note.velocity * env[i]!;
  }
};

/** Two-operator FM: a modulator at `ratio` times the pitch, its depth falling as the note decays. */
function fm(
  out: Float32Array,
  note: Note,
  ratio: number,
  depth: number,
  depthTau: number,
  decay: number,
  gain: number,
) {
  const inc = hz(note.pitch) / SAMPLE_RATE;
  const env = envelope(out.length, 0.003, note.length, 0.12);
  const depthFall = falloff(depthTau);
  const fall = falloff(decay);
  let index = depth * (0.6 + note.velocity * 0.6);
  let level = gain * note.velocity;
  for (let i = 0; i < out.length; i++) {
    out[i] = read(SINE, i * inc + (index + 0.05) * read(SINE, i * inc * ratio)) * level * env[i]!;
    index *= depthFall;
    level *= fall;
  }
}

const keys: Render = (out, note) => fm(out, note, 1, 0.28, 0.35, 1.6, 0.26);
const bell: Render = (out, note) => fm(out, note, 3.5, 0.5, 0.3, 1.4, 0.2);

/** Karplus-Strong: a burst of soft noise circulating in a delay line one period long. */
const pluck: Render = (out, note, noise) => {
  const delay = SAMPLE_RATE / hz(note.pitch) - 0.5;
  const size = 4096;
  const line = new Float32Array(size);
  const smooth = pole(3000 + note.velocity * 3000);
  let lp = 0;
  for (let i = 0; i < Math.ceil(delay); i++) {
    lp += smooth * (noise.next() * 2 - 1 - lp);
    line[i] = lp;
  }
  let w = Math.ceil(delay);
  let previous = 0;
  for (let i = 0; i < out.length; i++) {
    const x = w - delay;
    const j = Math.floor(x);
    const frac = x - j;
    const a = line[j & (size - 1)]!;
    const v = a + frac * (line[(j + 1) & (size - 1)]! - a);
    const damping = i / SAMPLE_RATE < note.length ? 0.996 : 0.97;
    line[w & (size - 1)] = damping * 0.5 * (v + previous);
    previous = v;
    w++;
    out[i] = v * 0.5 * note.velocity;
  }
};

const bass: Render = (out, note) => {
  const inc = hz(note.pitch) / SAMPLE_RATE;
  const env = envelope(out.length, 0.008, note.length, RELEASE.bass / 3);
  const fall = falloff(0.25);
  let punch = 0.3;
  for (let i = 0; i < out.length; i++) {
    const v = Math.tanh(1.4 * read(BASS, i * inc)) / 1.4;
    out[i] = v * 0.42 * note.velocity * (0.7 + punch) * env[i]!;
    punch *= fall;
  }
};

const lead: Render = (out, note) => {
  const f = hz(note.pitch);
  const env = envelope(out.length, 0.05, note.length, RELEASE.lead / 3);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    // Vibrato comes in after the note speaks, as a singer's or a flautist's does.
    const vibrato = 1 + 0.004 * Math.min(1, Math.max(0, (t - 0.25) / 0.3)) * read(SINE, 5.2 * t);
    phase += (f * vibrato) / SAMPLE_RATE;
    out[i] = read(LEAD, phase) * 0.16 * note.velocity * env[i]!;
  }
};

const kick: Render = (out, note) => {
  const sweepFall = falloff(0.035);
  const fall = falloff(0.16);
  let sweep = 95;
  let level = 0.75 * note.velocity;
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    phase += (48 + sweep) / SAMPLE_RATE;
    out[i] = read(SINE, phase) * level * Math.min(1, i / 90);
    sweep *= sweepFall;
    level *= fall;
  }
};

/** Noise through a band of the spectrum, decaying; a snare also has a short tone of its shell. */
function hiss(
  out: Float32Array,
  note: Note,
  noise: Random,
  low: number,
  high: number,
  decay: number,
  tone: number,
  gain: number,
) {
  const a = pole(low);
  const b = pole(high);
  let lowpassed = 0;
  let band = 0;
  const inc = 190 / SAMPLE_RATE;
  const shellFall = falloff(0.04);
  const fall = falloff(decay);
  let shell = tone;
  let level = note.velocity * gain;
  for (let i = 0; i < out.length; i++) {
    const x = noise.next() * 2 - 1;
    lowpassed += a * (x - lowpassed);
    band += b * (x - lowpassed - band);
    out[i] = (band + shell * read(SINE, i * inc)) * level;
    shell *= shellFall;
    level *= fall;
  }
}

const snare: Render = (out, note, noise) => hiss(out, note, noise, 900, 5000, 0.09, 0.5, 0.7);
const hat: Render = (out, note, noise) => hiss(out, note, noise, 6000, 14000, 0.03, 0, 0.7);

const VOICES: Record<Voice, Render> = { pad, keys, pluck, bass, lead, bell, kick, snare, hat };

/** Renders one note and adds it, panned, into the mix (and its share into the reverb). */
export function addNote(mix: Mix, note: Note, noise: Random): void {
  const start = Math.round(note.start * SAMPLE_RATE);
  const total = mix.dry.l.length;
  const length = Math.min(total - start, Math.round((note.length + RELEASE[note.voice]) * SAMPLE_RATE));
  if (length <= 0) return;
  const out = new Float32Array(length);
  VOICES[note.voice](out, note, noise);
  // Constant-power panning: a note keeps its loudness wherever it sits.
  const angle = ((note.pan + 1) * Math.PI) / 4;
  const gl = Math.cos(angle);
  const gr = Math.sin(angle);
  const send = SEND[note.voice];
  for (let i = 0; i < length; i++) {
    const v = out[i]!;
    const j = start + i;
    mix.dry.l[j]! += v * gl;
    mix.dry.r[j]! += v * gr;
    mix.send.l[j]! += v * gl * send;
    mix.send.r[j]! += v * gr * send;
  }
}
