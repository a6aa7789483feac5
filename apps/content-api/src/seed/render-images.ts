import { createHash } from "node:crypto";
import fs from "node:fs/promises";
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

async function render(job: ImageJob, file: string): Promise<void> {
  let image = sharp(Buffer.from(job.svg));
  if (job.format === "jpeg") image = image.jpeg({ quality: 78, mozjpeg: true });
  else if (job.format === "webp") image = image.webp({ quality: 80 });
  else image = image.png({ compressionLevel: 9, palette: true });
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Write then rename: a reader (or a second seeding process) never sees half a file.
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await image.toFile(temp);
  await fs.rename(temp, file);
}

/**
 * Renders the jobs that have no file yet into `mediaDir`. Returns each job's `/media/...` URL by
 * name, and how many files were written.
 */
export async function renderImages(
  mediaDir: string,
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
        await render(job, file);
        written++;
      }
      images.set(job.name, { url: `/media/${name}`, width: job.width, height: job.height });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { images, written };
}
