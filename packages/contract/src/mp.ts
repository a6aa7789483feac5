import { z } from "zod";
import { ContentCardSchema, ContentTypeSchema, MpBriefSchema, PublicIdSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";

const paging = {
  pageindex: z.coerce.number().int().min(1).max(10_000).default(1),
  pagesize: z.coerce.number().int().min(1).max(50).default(10),
};

export const MpInfoQuerySchema = z.object({
  ...paging,
  /** Only the items of this type (the page's tabs); all of them without it. */
  type: ContentTypeSchema.optional(),
});

/** A media account as its page shows it: the brief and how many items it published. */
export const MpProfileSchema = MpBriefSchema.extend({
  content_count: z.number().int().nonnegative(),
});
export type MpProfile = z.infer<typeof MpProfileSchema>;

/**
 * A media account's page: who it is, how many items it published of each type (most first, for the
 * page's tabs) and a page of its items (of the type asked, or all), newest first.
 */
export const MpInfoSchema = z.object({
  mp: MpProfileSchema,
  type_counts: z.array(z.object({ type: ContentTypeSchema, count: z.number().int().positive() })),
  list: z.array(ContentCardSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type MpInfo = z.infer<typeof MpInfoSchema>;

export const MpFollowListQuerySchema = z.object({
  ...paging,
  /** A media account to leave out: the one whose page shows the list. */
  exclude: PublicIdSchema.optional(),
});

/**
 * The media accounts to follow, most followed first: the same for everyone (server-rendered); who
 * the visitor follows is asked by the browser (is_followed, user_related).
 */
export const MpFollowListSchema = z.object({
  list: z.array(MpProfileSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type MpFollowList = z.infer<typeof MpFollowListSchema>;

export const MpInfoResponseSchema = envelopeSchema(MpInfoSchema);
export const MpFollowListResponseSchema = envelopeSchema(MpFollowListSchema);
