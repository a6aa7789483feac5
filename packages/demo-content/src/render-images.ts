import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

export type ImageFormat = "jpeg" | "webp" | "png";

export type ImageJob = {
  /** Folder and base name under the media folder, e.g. `seed/covers/tech-3`. */
  name: string;
  svg: string;
  format: ImageFormat;
  width: number;
  height: number;
};

export type RenderedImage = { url: string; width: number; height: number };

/**
 * Where rendered pictures go: the media folder, and a folder of pictures rendered before that any
 * media folder may copy from (null: render every missing picture afresh).
 */
export type ImageFolder = { mediaDir: string; cacheDir: string | null };

/**
 * The pictures every fresh data folder of this machine shares: a browser-test stack, the cache
 * tier's, a newcomer's second checkout. A picture's file name is a hash of its source and encoder
 * settings, and the folder is further named by the encoders' library version, so a copy is the very
 * bytes a render would write.
 */
export const SEED_IMAGE_CACHE = path.join(os.tmpdir(), `davmu-seed-images-vips-${sharp.versions.vips}`);

const EXTENSION: Record<ImageFormat, string> = { jpeg: "jpg", webp: "webp", png: "png" };
/** Bumped when the encoder settings change, so new bytes get new names (URLs are cached forever). */
const ENCODER_VERSION = "1";
/** sharp runs each job on libuv's pool; a few at a time keeps memory flat and every core busy. */
const CONCURRENCY = 4;

/** The file's name carries a hash of its source, so an unchanged image is never rendered twice. */
function fileName(job: ImageJob): string {
  const hash = createHash("sha1").update(`${ENCODER_VERSION}\n${job.format}\n${job.svg}`).digest("hex");
  return `${job.name}.${hash.slice(0, 10)}.${EXTENSION[job.format]}`;
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    () => true,
    () => false,
  );
}

/** Writes `file` through a temporary name: a reader (or a second seeding process) never sees half a file. */
async function writeAtomically(file: string, write: (temp: string) => Promise<unknown>): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await write(temp);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

async function render(job: ImageJob, file: string): Promise<void> {
  let image = sharp(Buffer.from(job.svg));
  if (job.format === "jpeg") image = image.jpeg({ quality: 78, mozjpeg: true });
  else if (job.format === "webp") image = image.webp({ quality: 80 });
  else image = image.png({ compressionLevel: 9, palette: true });
  await writeAtomically(file, (temp) => image.toFile(temp));
}

/**
 * The picture at `file`: copied from the cache when it holds it, else rendered and left in the
 * cache for the next folder. The cache is an aid only: when it cannot be read or written, the
 * picture is rendered as without one.
 */
async function produce(job: ImageJob, name: string, file: string, cacheDir: string | null): Promise<void> {
  const cached = cacheDir ? path.join(cacheDir, name) : null;
  if (cached && (await exists(cached))) {
    try {
      await writeAtomically(file, (temp) => fs.copyFile(cached, temp));
      return;
    } catch {
      // Rendered below.
    }
  }
  await render(job, file);
  if (cached) await writeAtomically(cached, (temp) => fs.copyFile(file, temp)).catch(() => {});
}

/**
 * Renders the jobs that have no file yet into the media folder. Returns each job's `/media/...` URL
 * by name, and how many files were written.
 */
export async function renderImages(
  { mediaDir, cacheDir }: ImageFolder,
  jobs: readonly ImageJob[],
): Promise<{ images: Map<string, RenderedImage>; written: number }> {
  const images = new Map<string, RenderedImage>();
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const name = fileName(job);
      const file = path.join(mediaDir, name);
      if (!(await exists(file))) {
        await produce(job, name, file, cacheDir);
        written++;
      }
      images.set(job.name, { url: `/media/${name}`, width: job.width, height: job.height });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { images, written };
}
