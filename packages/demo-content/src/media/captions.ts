import fs from "node:fs/promises";
import path from "node:path";
import { NARRATION, type NarrationCue } from "../text/media/narration.ts";
import { CROSSFADE, pictureSpans } from "./frames.ts";
import type { VideoSpec } from "./plan.ts";
import { exists, inputsHash, writeAtomically } from "./store.ts";
import { webvtt } from "./webvtt.ts";

/** The caption languages a video may have, the item's own (Chinese) first, each named in itself. */
const LANGUAGES = [
  { lang: "zh-CN", label: "中文", text: (cue: NarrationCue) => cue.zh },
  { lang: "en", label: "English", text: (cue: NarrationCue) => cue.en },
] as const;

/** Where caption files are written under the media folder. */
export const CAPTIONS_DIR = "seed/captions";

/** A caption track of a video: its language, its name in that language, its file and its text. */
export type CaptionFile = { lang: string; label: string; url: string; relative: string; vtt: string };

/**
 * The times the narration of `spec` is shown: cue i while picture i holds the screen, changing in
 * the middle of each cross-fade so that two cues never show at once; the first from the start, the
 * last until the video ends.
 */
export function captionTimes(spec: VideoSpec): { start: number; end: number }[] {
  const spans = pictureSpans(spec);
  const ms = (s: number) => Math.round(s * 1000) / 1000;
  return spans.map((span, i) => ({
    start: i === 0 ? 0 : ms(span.start + CROSSFADE / 2),
    end: i === spans.length - 1 ? spec.seconds : ms(spans[i + 1]!.start + CROSSFADE / 2),
  }));
}

/**
 * The caption tracks of the video `spec` describes, from its narration (text/media/narration.ts):
 * Chinese, and English where the narration has it; none for a video without narration. Each file is
 * named by a hash of its text, so a changed line gets a new URL and no player keeps the old one.
 */
export function captionFiles(spec: VideoSpec): CaptionFile[] {
  const narration = NARRATION[spec.key];
  if (!narration) return [];
  if (narration.length !== spec.scenes.length)
    throw new Error(
      `seed: the narration of ${spec.key} has ${narration.length} cues for ${spec.scenes.length} pictures`,
    );
  const times = captionTimes(spec);
  return LANGUAGES.flatMap(({ lang, label, text }) => {
    const lines = narration.map(text);
    if (lines.some((l) => l === undefined)) return [];
    const vtt = webvtt(times.map((t, i) => ({ ...t, text: lines[i]! })));
    const relative = `${CAPTIONS_DIR}/${spec.key}.${lang}.${inputsHash(vtt)}.vtt`;
    return [{ lang, label, url: `/media/${relative}`, relative, vtt }];
  });
}

/**
 * Writes the caption files of `specs` that are not in `mediaDir` yet; returns how many it wrote.
 * They are text, made in no time: the seed writes them whether or not the videos are encoded.
 */
export async function writeCaptions(mediaDir: string, specs: readonly VideoSpec[]): Promise<number> {
  let written = 0;
  for (const file of specs.flatMap(captionFiles)) {
    const target = path.join(mediaDir, file.relative);
    if (await exists(target)) continue;
    await writeAtomically(target, (temp) => fs.writeFile(temp, file.vtt));
    written++;
  }
  return written;
}
