import { z } from "zod";
import { UserBriefSchema } from "./account.ts";
import { CONTENT_TYPES } from "./constants.ts";
import { envelopeSchema } from "./envelope.ts";
import { PublicIdSchema } from "./primitives.ts";

/**
 * Reviewing what the word filter held (docs/decisions/0056): an editor's tool, with the editor
 * token, lists the held comments oldest first and lets each be shown to everyone or taken down.
 */
export const HeldCommentsQuerySchema = z.object({
  pageindex: z.coerce.number().int().min(1).max(10_000).default(1),
  pagesize: z.coerce.number().int().min(1).max(100).default(20),
});
export type HeldCommentsQuery = z.infer<typeof HeldCommentsQuerySchema>;

export const HeldCommentSchema = z.object({
  id: PublicIdSchema,
  /** The item it was written under. */
  content: z.object({ id: PublicIdSchema, type: z.enum(CONTENT_TYPES), title: z.string() }),
  user: UserBriefSchema,
  /** Plain text, as the author wrote it. */
  text: z.string(),
  /** The filter's words it contains: why it was held. */
  held_words: z.array(z.string()),
  /** The top-level comment of its thread, for a reply; null for a top-level comment. */
  root_id: PublicIdSchema.nullable(),
  /** Seconds since the epoch. */
  created_at: z.number().int(),
});
export type HeldComment = z.infer<typeof HeldCommentSchema>;

export const HeldCommentPageSchema = z.object({
  list: z.array(HeldCommentSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type HeldCommentPage = z.infer<typeof HeldCommentPageSchema>;

export const COMMENT_DECISIONS = ["approve", "reject"] as const;

export const CommentReviewRequestSchema = z.object({ decision: z.enum(COMMENT_DECISIONS) });
export type CommentReviewRequest = z.infer<typeof CommentReviewRequestSchema>;

/**
 * What became of the comment: `visible` (approved: everyone sees it and the item counts it) or
 * `hidden` (rejected: nobody sees it, its author included, nor the replies under it).
 * `comment_count` is the item's count after the decision.
 */
export const CommentReviewSchema = z.object({
  id: PublicIdSchema,
  status: z.enum(["visible", "hidden"]),
  comment_count: z.number().int().nonnegative(),
});
export type CommentReview = z.infer<typeof CommentReviewSchema>;

export const HeldCommentPageResponseSchema = envelopeSchema(HeldCommentPageSchema);
export const CommentReviewResponseSchema = envelopeSchema(CommentReviewSchema);
