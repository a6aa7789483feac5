import { z } from "zod";
import { ContentCardSchema, PublicIdSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";
import { ImageSchema } from "./primitives.ts";

/**
 * A topic (docs/decisions/0058): an editors' tag with a description; its picture is the newest
 * filed item's cover (null when none has one).
 */
export const TopicSchema = z.object({
  id: PublicIdSchema,
  name: z.string(),
  description: z.string(),
  cover: ImageSchema.nullable(),
  content_count: z.number().int().nonnegative(),
});
export type Topic = z.infer<typeof TopicSchema>;

export const TopicInfoQuerySchema = z.object({
  pageindex: z.coerce.number().int().min(1).max(10_000).default(1),
  pagesize: z.coerce.number().int().min(1).max(50).default(10),
});

/** A topic's page: the topic and a page of its published items, newest first. */
export const TopicInfoSchema = z.object({
  topic: TopicSchema,
  list: z.array(ContentCardSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type TopicInfo = z.infer<typeof TopicInfoSchema>;

/** Every topic with published items, in the editors' order. */
export const TopicListSchema = z.object({ list: z.array(TopicSchema) });
export type TopicList = z.infer<typeof TopicListSchema>;

export const TopicInfoResponseSchema = envelopeSchema(TopicInfoSchema);
export const TopicListResponseSchema = envelopeSchema(TopicListSchema);
