import { z } from "zod";
import { UserBriefSchema } from "./account.ts";
import {
  COMMENT_LINES_MAX,
  COMMENT_ORDERS,
  COMMENT_PAGE_MAX,
  COMMENT_PAGE_SIZE,
  COMMENT_REPLY_PREVIEW,
  COMMENT_STATES,
  COMMENT_TEXT_MAX,
} from "./comment-constants.ts";
import { envelopeSchema } from "./envelope.ts";
import { PublicIdSchema } from "./primitives.ts";
import { isCleanText, UNCLEAN_TEXT } from "./user-text.ts";

/**
 * A comment's text: plain text, shown as text (never HTML), with line breaks. Line endings are
 * made `\n`, runs of blank lines one blank line, and the ends trimmed; then 1 to COMMENT_TEXT_MAX
 * characters in at most COMMENT_LINES_MAX lines.
 */
export const CommentTextSchema = z
  .string()
  .transform((t) =>
    t
      .replace(/\r\n?/g, "\n")
      .replace(/[ \t]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  )
  .refine((t) => t.length > 0, "must not be empty")
  .refine((t) => [...t].length <= COMMENT_TEXT_MAX, `at most ${COMMENT_TEXT_MAX} characters`)
  .refine((t) => t.split("\n").length <= COMMENT_LINES_MAX, `at most ${COMMENT_LINES_MAX} lines`)
  .refine(isCleanText, UNCLEAN_TEXT);

/**
 * The id a page gives one post (8 to 64 letters, digits, `-` or `_`), kept while the same text is
 * sent again: the service saves a post once per writer and id, and answers a repeat with the
 * comment the first one saved.
 */
export const CommentClientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, "8 to 64 letters, digits, - or _");

/** A comment, or a reply (`reply_to`: a comment of the same item). */
export const CommentPostSchema = z.object({
  text: CommentTextSchema,
  reply_to: PublicIdSchema.optional(),
  client_id: CommentClientIdSchema.optional(),
});
export type CommentPost = z.input<typeof CommentPostSchema>;

export const CommentListQuerySchema = z.object({
  pageindex: z.coerce.number().int().min(1).max(10_000).default(1),
  pagesize: z.coerce.number().int().min(1).max(COMMENT_PAGE_MAX).default(COMMENT_PAGE_SIZE),
  order: z.enum(COMMENT_ORDERS).default("new"),
});
export type CommentListQuery = z.infer<typeof CommentListQuerySchema>;

/** A reply in a thread, or a top-level comment without its replies. */
export const ReplySchema = z.object({
  id: PublicIdSchema,
  /** The top-level comment of the thread; null for a top-level comment. */
  root_id: PublicIdSchema.nullable(),
  user: UserBriefSchema,
  /** Plain text with `\n` line breaks: show it as text. */
  text: z.string(),
  /** Seconds since the epoch. */
  created_at: z.number().int(),
  like_count: z.number().int().nonnegative(),
  /** Whether the calling user liked it; false for anonymous callers and server-rendered lists. */
  liked: z.boolean(),
  /** `under_review` is shown to its author only, with a note that others cannot see it yet. */
  state: z.enum(COMMENT_STATES),
  /** For a reply to a reply: the comment it answers and who wrote it (shown as 回复 @nickname). */
  reply_to: z.object({ id: PublicIdSchema, user: UserBriefSchema }).nullable(),
});
export type Reply = z.infer<typeof ReplySchema>;

/** A top-level comment with the count of its visible replies and the first of them, oldest first. */
export const CommentSchema = ReplySchema.extend({
  reply_count: z.number().int().nonnegative(),
  replies: z.array(ReplySchema).max(COMMENT_REPLY_PREVIEW),
});
export type Comment = z.infer<typeof CommentSchema>;

/**
 * A page of an item's top-level comments. `total` counts the top-level comments the caller can
 * see; `comment_count` is the item's count (every visible comment and reply), as cards show it.
 */
export const CommentPageSchema = z.object({
  list: z.array(CommentSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
  comment_count: z.number().int().nonnegative(),
});
export type CommentPage = z.infer<typeof CommentPageSchema>;

/** One thread: its top-level comment and a page of its replies, oldest first. */
export const CommentThreadSchema = z.object({
  root: CommentSchema,
  list: z.array(ReplySchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type CommentThread = z.infer<typeof CommentThreadSchema>;

export const CommentResponseSchema = envelopeSchema(CommentSchema);
export const CommentPageResponseSchema = envelopeSchema(CommentPageSchema);
export const CommentThreadResponseSchema = envelopeSchema(CommentThreadSchema);
