import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { FORM_IMAGE_MAX_SIDE } from "@davmu/contract";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import { ApiError } from "../../http/api-error.ts";
import { loadSharp } from "../media/load-sharp.ts";

/** What sharp calls each accepted type: the bytes must be what the upload says they are. */
const SHARP_FORMAT: Record<string, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
};

/** Pixels a picture may have before it is decoded: a small file that opens huge is refused. */
const MAX_INPUT_PIXELS = 40_000_000;

export type StoredUpload = { ref: string; url: string; width: number; height: number; size_bytes: number };

/**
 * Re-encodes an uploaded picture as a JPEG no larger than FORM_IMAGE_MAX_SIDE on its longest side,
 * turned upright by its EXIF orientation and with its metadata (location included) dropped, and
 * writes it under `mediaDir/forms/`, served at `/media/forms/...` like every other picture. Bytes
 * that are not the declared type, or not a picture, are a 415.
 */
export async function storeUpload(
  mediaDir: string,
  input: { bytes: Buffer; type: string; folder: string },
): Promise<StoredUpload> {
  const sharp = await loadSharp();
  const image = sharp(input.bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const meta = await image.metadata().catch(() => null);
  if (!meta || meta.format !== SHARP_FORMAT[input.type]) {
    throw new ApiError(415, `the picture is not a ${input.type} file`);
  }
  const { data, info } = await image
    .rotate()
    .resize({
      width: FORM_IMAGE_MAX_SIDE,
      height: FORM_IMAGE_MAX_SIDE,
      fit: "inside",
      withoutEnlargement: true,
    })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new ApiError(415, "the picture could not be read");
    });
  const ref = `up_${randomBytes(18).toString("base64url")}`;
  const relative = `forms/${input.folder}/${ref}.jpg`;
  const file = path.join(mediaDir, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, data);
  await fs.rename(temp, file);
  return { ref, url: `/media/${relative}`, width: info.width, height: info.height, size_bytes: data.length };
}

/**
 * How long a picture waits for the entry that uses it: a visitor uploads while filling the form
 * and submits minutes later; a day covers a form left open overnight.
 */
export const UNCLAIMED_UPLOAD_SECONDS = 24 * 3600;

/** How often the service looks for unclaimed pictures, and how many it removes at a time. */
export const UPLOAD_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;

/**
 * Removes the pictures no entry uses, once they are older than `maxAgeSeconds`: uploads are written
 * before, and whether or not, a sign-up follows, so without this the disk grows with every upload
 * that was never sent (the per-address upload limit bounds how fast: docs/decisions/0094).
 * An entry uses a picture when it is its own visitor's entry for that activity and its answers
 * hold the picture's ref (random, 27 characters: it occurs nowhere by chance). The file goes
 * first, then the row, so a crash between leaves a row the next sweep finishes, never a file
 * nothing knows of. Answers how many were removed.
 */
export async function sweepUnclaimedUploads(
  db: Kysely<Database>,
  mediaDir: string,
  nowSeconds: number,
  maxAgeSeconds = UNCLAIMED_UPLOAD_SECONDS,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const stale = await db
      .selectFrom("form_uploads as u")
      .select(["u.ref", "u.url"])
      .where("u.created_at", "<", nowSeconds - maxAgeSeconds)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("activity_entries as e")
              .select("e.id")
              .whereRef("e.activity_id", "=", "u.activity_id")
              .whereRef("e.identity", "=", "u.identity")
              .where(sql<boolean>`e.answers like '%' || u.ref || '%'`),
          ),
        ),
      )
      .limit(SWEEP_BATCH)
      .execute();
    if (stale.length === 0) return removed;
    for (const row of stale) {
      const relative = row.url.replace(/^\/media\//, "");
      // Only ever a file under the forms folder, whatever a row says.
      if (!/^forms\/[\w-]+\/up_[\w-]+\.jpg$/.test(relative)) continue;
      await fs.rm(path.join(mediaDir, relative), { force: true });
    }
    await db
      .deleteFrom("form_uploads")
      .where(
        "ref",
        "in",
        stale.map((row) => row.ref),
      )
      .execute();
    removed += stale.length;
    if (stale.length < SWEEP_BATCH) return removed;
  }
}
