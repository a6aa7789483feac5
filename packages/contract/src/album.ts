import { z } from "zod";
import { ContentCardSchema, ContentDetailSchema } from "./content.ts";
import { AudioMediaSchema, VideoMediaSchema } from "./content-media.ts";
import { envelopeSchema } from "./envelope.ts";
import { ALBUM_TYPES } from "./media-constants.ts";
import { ImageSchema, PublicIdSchema } from "./primitives.ts";

/** One episode or track as its album lists it, with what plays it. */
export const AlbumItemSchema = z.object({
  id: PublicIdSchema,
  type: z.enum(["audio", "video"]),
  title: z.string(),
  summary: z.string(),
  /** 1 for the first item of the album. */
  position: z.number().int().positive(),
  cover: ImageSchema.nullable(),
  /** Seconds. */
  duration: z.number().int().nonnegative().nullable(),
  publish_time: z.number().int(),
  view_count: z.number().int().nonnegative(),
  /** Null when the item's files are not recorded (it is still listed, and cannot play). */
  media: z.discriminatedUnion("kind", [VideoMediaSchema, AudioMediaSchema]).nullable(),
});
export type AlbumItem = z.infer<typeof AlbumItemSchema>;

/**
 * An album with every published item in order. The header is an item's detail: cover, title,
 * `summary` and `body_html` (its description), the media account; `item_count` and `duration`
 * (all items' seconds) are the album's.
 */
export const AlbumDetailSchema = ContentDetailSchema.extend({
  type: z.enum(ALBUM_TYPES),
  item_count: z.number().int().nonnegative(),
  items: z.array(AlbumItemSchema),
});
export type AlbumDetail = z.infer<typeof AlbumDetailSchema>;

/** A page of an album's items: the page holding the current one, unless `pageindex` names another. */
export const AlbumTracksQuerySchema = z.object({
  pageindex: z.coerce.number().int().min(1).max(10_000).optional(),
  pagesize: z.coerce.number().int().min(1).max(50).default(20),
});
export type AlbumTracksQuery = z.infer<typeof AlbumTracksQuerySchema>;

export const AlbumTracksPageSchema = z.object({
  list: z.array(AlbumItemSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
  /** The position (1 for the first) of the item the request named. */
  current: z.number().int().positive(),
});
export type AlbumTracksPage = z.infer<typeof AlbumTracksPageSchema>;

export const RelatedAlbumsQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(20).default(6),
});

export const RelatedAlbumsSchema = z.object({ list: z.array(ContentCardSchema) });

export const AlbumDetailResponseSchema = envelopeSchema(AlbumDetailSchema);
export const AlbumTracksPageResponseSchema = envelopeSchema(AlbumTracksPageSchema);
export const RelatedAlbumsResponseSchema = envelopeSchema(RelatedAlbumsSchema);
