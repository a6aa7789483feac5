import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { FORM_IMAGE_MAX_SIDE } from "@davmu/contract";
import sharp from "sharp";
import { ApiError } from "../../http/api-error.ts";

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
