import { z } from "zod";
import { ContentCardSchema, ContentTypeSchema } from "./content.ts";
import { MediaUrlSchema, PublicIdSchema } from "./primitives.ts";

/**
 * A page of one type's published items for the site's sitemaps, in id order: `skip` places the
 * first page of a sitemap file, `after` (the last id of the page before) reads on from there, so a
 * file of many pages never asks the database to count past what it has read.
 */
export const SitemapItemsQuerySchema = z.object({
  after: PublicIdSchema.optional(),
  skip: z.coerce.number().int().min(0).max(100_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

/** A gallery's picture as a sitemap names it. */
export const SitemapImageSchema = z.object({ url: MediaUrlSchema, caption: z.string().nullable() });

/**
 * An item as the sitemaps name it: its card (a video's and a short video's with their `media`),
 * when it last changed and, for a gallery, its `pictures` (at most SITEMAP_IMAGES_MAX).
 */
export const SitemapItemSchema = ContentCardSchema.extend({
  update_time: z.number().int(),
  pictures: z.array(SitemapImageSchema).optional(),
});
export type SitemapItem = z.infer<typeof SitemapItemSchema>;

export const SitemapPageSchema = z.object({
  list: z.array(SitemapItemSchema),
  /** The `after` of the next page; null on the last. */
  next: PublicIdSchema.nullable(),
});
export type SitemapPage = z.infer<typeof SitemapPageSchema>;

/** How many published items each type has and when the newest change among them was (seconds). */
export const SitemapTypesSchema = z.object({
  list: z.array(
    z.object({ type: ContentTypeSchema, count: z.number().int().nonnegative(), lastmod: z.number().int() }),
  ),
});
export type SitemapTypes = z.infer<typeof SitemapTypesSchema>;
