import fs from "node:fs/promises";
import path from "node:path";
import { MEDIA_WIDTHS } from "@davmu/contract";
import { loadSharp } from "./load-sharp.ts";

/** Formats this service resizes; anything else (video, audio, playlists) has no widths. */
const RESIZABLE = new Set([".jpg", ".jpeg", ".png", ".webp"]);

/** Bumped when the resizing settings change, so cached files made before are not served again. */
const RESIZER_VERSION = "1";

export function isMediaWidth(width: number): boolean {
  return (MEDIA_WIDTHS as readonly number[]).includes(width);
}

export function resizedDir(dataDir: string): string {
  return path.join(dataDir, "media-sized", `v${RESIZER_VERSION}`);
}

/** Same picture, being resized by one request while others wait for it: made once. */
const inFlight = new Map<string, Promise<string | null>>();

/**
 * Resizes run one at a time: a page's first visit asks for twenty thumbnails at once, and twenty
 * parallel resizes would take the cores from the calls the site is waiting for (its pages give up
 * after 800 ms). Each resize takes a few milliseconds; a queue of them costs the pictures little.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(job: () => Promise<T>): Promise<T> {
  const run = queue.then(job, job);
  queue = run.catch(() => {});
  return run;
}

/**
 * The file at `relative` (inside `mediaDir`) resized to `width`, from the disk cache or made now
 * and kept there. Null when there is no such picture. The source's name carries a hash of its
 * bytes, so a cached file never goes stale.
 */
export async function resizedFile(
  mediaDir: string,
  cacheDir: string,
  relative: string,
  width: number,
): Promise<string | null> {
  const ext = path.extname(relative).toLowerCase();
  if (!RESIZABLE.has(ext)) return null;
  const source = path.resolve(mediaDir, relative);
  // Only files inside the media folder, whatever the path holds.
  if (!source.startsWith(`${path.resolve(mediaDir)}${path.sep}`)) return null;
  const target = path.join(cacheDir, String(width), path.relative(mediaDir, source));
  if (await isFile(target)) return target;
  const key = target;
  const running = inFlight.get(key);
  if (running) return running;
  const job = oneAtATime(() => make(source, target, width, ext)).finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}

async function make(source: string, target: string, width: number, ext: string): Promise<string | null> {
  if (await isFile(target)) return target;
  if (!(await isFile(source))) return null;
  const sharp = await loadSharp();
  let image = sharp(source).resize({ width, withoutEnlargement: true });
  if (ext === ".png") image = image.png({ compressionLevel: 9, palette: true });
  else if (ext === ".webp") image = image.webp({ quality: 80 });
  else image = image.jpeg({ quality: 78, mozjpeg: true });
  await fs.mkdir(path.dirname(target), { recursive: true });
  // Write then rename: a reader never sees half a file.
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await image.toFile(temp);
  await fs.rename(temp, target);
  return target;
}

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}
