import { createRandom, hashString } from "../../random.ts";
import { composeScore, type MusicSpec } from "./score.ts";
import { addNote, type Bus, type Mix, SAMPLE_RATE } from "./voices.ts";

export { SAMPLE_RATE } from "./voices.ts";
/** Bumped when the music a spec gives changes, so files named by their inputs are made again. */
export const SYNTH_VERSION = "1";

const FADE_IN = 1;
const FADE_OUT = 2.5;
/** Peak level of the finished piece: -1 dBFS, headroom for the encoders' own overshoot. */
const PEAK = 0.89;

/** A soft clipper (a rational approximation of tanh, flat beyond ±3), much cheaper than Math.tanh. */
function saturate(x: number): number {
  const y = Math.max(-3, Math.min(3, x * 1.3));
  return (y * (27 + y * y)) / (27 + 9 * y * y) / 1.3;
}

const bus = (n: number): Bus => ({ l: new Float32Array(n), r: new Float32Array(n) });

/**
 * Reverb after Schroeder and Moorer (as in Freeverb): four damped feedback combs in parallel, then
 * two all-passes, per channel, the right channel's delays a little longer for width. It turns dry
 * synthesised notes into instruments in a room.
 */
function reverb(send: Bus, into: Bus, wet: number): void {
  const combs = [1116, 1277, 1422, 1557];
  const allpasses = [556, 341];
  const feedback = 0.82;
  const damp = 0.3;
  for (const [channel, spread] of [
    ["l", 0],
    ["r", 23],
  ] as const) {
    const input = send[channel];
    const sum = new Float32Array(input.length);
    for (const length of combs) {
      const line = new Float32Array(length + spread);
      let filtered = 0;
      let k = 0;
      for (let i = 0; i < input.length; i++) {
        const out = line[k]!;
        filtered = out * (1 - damp) + filtered * damp;
        line[k] = input[i]! * 0.25 + filtered * feedback;
        sum[i]! += out;
        k = k + 1 === line.length ? 0 : k + 1;
      }
    }
    for (const length of allpasses) {
      const line = new Float32Array(length + spread);
      let k = 0;
      for (let i = 0; i < sum.length; i++) {
        const delayed = line[k]!;
        const x = sum[i]!;
        line[k] = x + delayed * 0.5;
        sum[i] = delayed - x;
        k = k + 1 === line.length ? 0 : k + 1;
      }
    }
    const target = into[channel];
    for (let i = 0; i < target.length; i++) target[i]! += sum[i]! * wet;
  }
}

/**
 * A finished piece of music `seconds` long: 16-bit little-endian stereo PCM at SAMPLE_RATE,
 * faded in and out and brought to a steady peak level.
 */
export function renderMusic(spec: MusicSpec, seconds: number): Buffer {
  const frames = Math.round(seconds * SAMPLE_RATE);
  const mix: Mix = { dry: bus(frames), send: bus(frames) };
  const noise = createRandom(hashString(`noise:${spec.key}`));
  for (const note of composeScore(spec, seconds)) addNote(mix, note, noise);
  reverb(mix.send, mix.dry, 0.9);

  const { l, r } = mix.dry;
  let peak = 1e-9;
  // A gentle saturation rounds off peaks, as analogue mixing would, before the level is set.
  for (const channel of [l, r]) {
    let dc = 0;
    for (let i = 0; i < frames; i++) {
      dc += 0.0005 * (channel[i]! - dc);
      const v = saturate(channel[i]! - dc);
      channel[i] = v;
      peak = Math.max(peak, Math.abs(v));
    }
  }
  const gain = PEAK / peak;
  // Int16Array is in the platform's byte order: little-endian on every machine Node supports here.
  const pcm = new Int16Array(frames * 2);
  for (let i = 0; i < frames; i++) {
    const t = i / SAMPLE_RATE;
    const fade = Math.min(1, t / FADE_IN, (seconds - t) / FADE_OUT);
    const g = gain * fade * fade * 32767;
    pcm[i * 2] = Math.round(l[i]! * g);
    pcm[i * 2 + 1] = Math.round(r[i]! * g);
  }
  return Buffer.from(pcm.buffer);
}
