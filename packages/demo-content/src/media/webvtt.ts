/** One cue of a WebVTT file: seconds, and its text (lines separated by `\n`, no blank line). */
export type VttCue = { start: number; end: number; text: string };

/** `hh:mm:ss.ttt`, as WebVTT writes a time. */
function timestamp(seconds: number): string {
  const total = Math.round(seconds * 1000);
  const part = (n: number, width = 2) => String(n).padStart(width, "0");
  const h = Math.floor(total / 3_600_000);
  const m = Math.floor(total / 60_000) % 60;
  const s = Math.floor(total / 1000) % 60;
  return `${part(h)}:${part(m)}:${part(s)}.${part(total % 1000, 3)}`;
}

/**
 * A WebVTT file of `cues`, numbered from 1: captions and seek-preview indexes alike. Cue text is
 * written as given: what the demo writes holds no markup and no `-->`.
 */
export function webvtt(cues: readonly VttCue[]): string {
  const blocks = cues.map((c, i) => `${i + 1}\n${timestamp(c.start)} --> ${timestamp(c.end)}\n${c.text}`);
  return `WEBVTT\n\n${blocks.join("\n\n")}\n`;
}
