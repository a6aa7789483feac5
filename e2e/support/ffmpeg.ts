import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const FFMPEG = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/**
 * The bundled ffmpeg with `args`, niced (the browser tests run beside it) and quiet but for errors:
 * how the test media are made.
 */
export function runFfmpeg(args: string[]): Promise<unknown> {
  return run("nice", ["-n", "15", FFMPEG, "-nostdin", "-y", "-loglevel", "error", ...args]);
}

/** Where the content service keeps the file of a `/media/...` URL it gave out, under `mediaDir`. */
export function mediaFileOf(mediaDir: string, url: string): string {
  return path.join(mediaDir, decodeURIComponent(new URL(url).pathname.replace(/^\/media\//, "")));
}
