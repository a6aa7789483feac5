import fs from "node:fs/promises";
import path from "node:path";
import type { Ffmpeg } from "./ffmpeg.ts";
import { renderMusic, SAMPLE_RATE, SYNTH_VERSION } from "./music/render.ts";
import type { AudioSpec } from "./plan.ts";
import { exists, inputsHash, writeAtomically } from "./store.ts";

/** Bumped when how a track is encoded changes in a way its inputs do not show. */
const AUDIO_VERSION = "1";
const BITRATE = "128k";
export const AUDIO_MIME = "audio/mp4";

/** A finished track: its URL under /media/, type, length in seconds and size. */
export type AudioMedia = { key: string; url: string; mime: string; duration: number; bytes: number };

/** Where the track `spec` describes lives under the media folder: known before it is made. */
export function audioLocation(ffVersion: string, spec: AudioSpec): string {
  const hash = inputsHash(AUDIO_VERSION, SYNTH_VERSION, ffVersion, BITRATE, spec);
  return `seed/audio/${spec.key}.${hash}.m4a`;
}

/**
 * The track `spec` describes, made in `mediaDir` unless a file named by the same inputs is already
 * there. AAC-LC in an M4A (moov first), the same codec the videos carry: it plays in every browser
 * the site supports and costs a quarter of the CPU time LAME takes for an MP3 of the same length.
 */
export async function makeAudio(
  ff: Ffmpeg,
  mediaDir: string,
  spec: AudioSpec,
): Promise<{ media: AudioMedia; made: boolean }> {
  const relative = audioLocation(ff.version, spec);
  const file = path.join(mediaDir, relative);
  const made = !(await exists(file));
  if (made) {
    await writeAtomically(file, async (temp) => {
      const stdin = renderMusic({ style: spec.music, key: spec.key }, spec.seconds);
      const input = ["-f", "s16le", "-ar", String(SAMPLE_RATE), "-ac", "2", "-i", "pipe:0"];
      const output = ["-c:a", "aac", "-b:a", BITRATE, "-movflags", "+faststart", "-f", "ipod", temp];
      await ff.run([...input, ...output], { cwd: path.dirname(temp), what: `the track ${spec.key}`, stdin });
    });
  }
  const { size } = await fs.stat(file);
  // The synthesised PCM is exactly this long; the container's edit list keeps the encoder's delay out.
  return {
    made,
    media: {
      key: spec.key,
      url: `/media/${relative}`,
      mime: AUDIO_MIME,
      duration: spec.seconds,
      bytes: size,
    },
  };
}
