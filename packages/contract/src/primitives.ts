import { z } from "zod";
import { IMAGE_URL_SCHEMES, isAbsoluteImageUrl } from "./image-sources.ts";

/** An obfuscated id (hashids, minimum length 8): what every id looks like outside the database. */
export const PublicIdSchema = z.string().regex(/^[A-Za-z0-9]{8,32}$/, "not a valid id");

/** An absolute URL, in one of the schemes a picture or a media file may come from. */
export const MediaUrlSchema = z
  .string()
  .url()
  .refine(isAbsoluteImageUrl, `an absolute ${IMAGE_URL_SCHEMES.join(" or ")} URL`);

export const ImageSchema = z.object({
  url: MediaUrlSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().optional(),
  /** Smaller widths the same picture is served at, as `<url>?w=<width>` (MEDIA_WIDTHS). */
  widths: z.array(z.number().int().positive()).optional(),
});
export type Image = z.infer<typeof ImageSchema>;
