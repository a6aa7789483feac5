import fs from "node:fs/promises";
import path from "node:path";
import type { Ffmpeg } from "./ffmpeg.ts";
import { exists, inputsHash, writeAtomically } from "./store.ts";
import { webvtt } from "./webvtt.ts";

/** Bumped when how a seek preview is made changes in a way its inputs do not show. */
const PREVIEW_VERSION = "1";
/** Where seek previews are written under the media folder, a folder per video. */
export const PREVIEWS_DIR = "seed/previews";
/** The sprite's and the index's names in a preview's folder. */
export const PREVIEW_SPRITE = "sprite.jpg";
export const PREVIEW_INDEX = "thumbnails.vtt";
/** A frame every second: a 10 to 20 s video shows 10 to 20 frames while the bar is dragged. */
const INTERVAL = 1;
/** Frames in a row of the sprite. */
const COLUMNS = 5;

/** How a video's seek preview is laid out: one frame every `interval` seconds, tiled in a grid. */
export type PreviewSheet = {
  interval: number;
  /** Frames in the sprite, the first at the top left, row by row. */
  count: number;
  columns: number;
  rows: number;
  /** One frame's size in the sprite, in pixels. */
  tileWidth: number;
  tileHeight: number;
  /** The video's length in seconds: the index's cues end there. */
  seconds: number;
};

/**
 * The seek preview of a video of this size and length: frames 160 px wide for a landscape video, 90
 * px wide for an upright one (what a preview bubble above a phone's progress bar shows).
 */
export function previewSheet(video: { width: number; height: number; seconds: number }): PreviewSheet {
  const tileWidth = video.width >= video.height ? 160 : 90;
  const tileHeight = Math.round((tileWidth * video.height) / video.width / 2) * 2;
  const count = Math.max(1, Math.ceil(video.seconds / INTERVAL));
  const columns = Math.min(COLUMNS, count);
  return {
    interval: INTERVAL,
    count,
    columns,
    rows: Math.ceil(count / columns),
    tileWidth,
    tileHeight,
    seconds: video.seconds,
  };
}

/**
 * ffmpeg's arguments to make the sprite `sprite` from the video file `video`. The fps filter keeps,
 * for each interval, the frame nearest its middle; `tile` lays them out and pads a last row short
 * of frames with black.
 */
export function previewArgs(sheet: PreviewSheet, video: string, sprite: string): string[] {
  const { interval, tileWidth, tileHeight, columns, rows } = sheet;
  const filter = `fps=1/${interval},scale=${tileWidth}:${tileHeight},tile=${columns}x${rows}`;
  return ["-i", video, "-an", "-vf", filter, "-frames:v", "1", "-q:v", "5", sprite];
}

/**
 * The seek preview's WebVTT index: a cue per frame, its text the sprite's URL with the frame's place
 * (`sprite.jpg#xywh=x,y,w,h`), as video.js, Plyr, Vidstack and JW Player read it. The URL is relative
 * to the index, so a player resolving it with `new URL(text, indexUrl)` finds the sprite beside the
 * index wherever the media are served from.
 */
export function previewIndex(sheet: PreviewSheet, sprite = PREVIEW_SPRITE): string {
  const { columns, tileWidth: w, tileHeight: h, interval } = sheet;
  return webvtt(
    Array.from({ length: sheet.count }, (_, i) => ({
      start: i * interval,
      end: Math.min((i + 1) * interval, sheet.seconds),
      text: `${sprite}#xywh=${(i % columns) * w},${Math.floor(i / columns) * h},${w},${h}`,
    })),
  );
}

/**
 * Where the seek preview of the video in `videoFolder` (its folder under the media folder, named
 * by the video's own inputs) lives: a folder of its own named by the video's and the sheet's, so a
 * preview is made from a video that is already there without encoding the video again, and a new
 * video gets a new preview.
 */
export function previewLocation(key: string, videoFolder: string, sheet: PreviewSheet): string {
  return `${PREVIEWS_DIR}/${key}.${inputsHash(PREVIEW_VERSION, videoFolder, sheet)}`;
}

/**
 * Makes the seek preview of `video` (its MP4 file) in `mediaDir` at `relative`, unless it is there:
 * one ffmpeg pass decoding the MP4, no encode of the video. `made` says whether ffmpeg ran.
 */
export async function makePreview(
  ff: Ffmpeg,
  mediaDir: string,
  relative: string,
  video: string,
  sheet: PreviewSheet,
  what: string,
): Promise<{ made: boolean; bytes: number }> {
  const dir = path.join(mediaDir, relative);
  const made = !(await exists(dir));
  if (made) {
    await writeAtomically(dir, async (temp) => {
      await fs.mkdir(temp);
      await ff.run(previewArgs(sheet, video, PREVIEW_SPRITE), {
        cwd: temp,
        what: `the seek preview of ${what}`,
      });
      await fs.writeFile(path.join(temp, PREVIEW_INDEX), previewIndex(sheet));
    });
  }
  const sizes = await Promise.all(
    [PREVIEW_SPRITE, PREVIEW_INDEX].map((f) => fs.stat(path.join(dir, f)).then((s) => s.size)),
  );
  return { made, bytes: sizes[0]! + sizes[1]! };
}
