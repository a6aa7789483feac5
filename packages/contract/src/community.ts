import { z } from "zod";
import { UserBriefSchema } from "./account.ts";
import {
  CIRCLE_COMMENTS_PAGE_MAX,
  CIRCLE_COMMENTS_PAGE_SIZE,
  CIRCLE_POST_IMAGES_MAX,
  CIRCLE_POSTS_PAGE_MAX,
  CIRCLE_POSTS_PAGE_SIZE,
} from "./community-constants.ts";
import { envelopeSchema } from "./envelope.ts";
import { ImageSchema, PublicIdSchema } from "./primitives.ts";

/**
 * An id in a query (`?id=`): the call answers 404 for one that does not decode, as for a path
 * parameter (docs/decisions/0065), so only its length is checked here.
 */
const QueryIdSchema = z.string().min(1).max(64);
const pageIndex = z.coerce.number().int().min(1).max(10_000).default(1);

/** A circle as a post or a topic names it. */
export const CircleBriefSchema = z.object({ id: PublicIdSchema, name: z.string() });
export type CircleBrief = z.infer<typeof CircleBriefSchema>;

/** A community circle (spec §2 `/dimim/circle/{index}`): a group whose members post to it. */
export const CircleSchema = CircleBriefSchema.extend({
  description: z.string(),
  avatar: ImageSchema.nullable(),
  cover: ImageSchema.nullable(),
  owner: UserBriefSchema,
  member_count: z.number().int().nonnegative(),
  /** Posts everyone sees. */
  post_count: z.number().int().nonnegative(),
  /** Seconds since the epoch. */
  created_at: z.number().int(),
});
export type Circle = z.infer<typeof CircleSchema>;

/** A hashtag (`#name#`) as a post names it. */
export const CircleTopicBriefSchema = z.object({ id: PublicIdSchema, name: z.string() });
export type CircleTopicBrief = z.infer<typeof CircleTopicBriefSchema>;

/** A topic (spec §2 `/dimim/topic/{index}`): the posts of every circle tagged `#name#`. */
export const CircleTopicSchema = CircleTopicBriefSchema.extend({
  description: z.string(),
  cover: ImageSchema.nullable(),
  post_count: z.number().int().nonnegative(),
  /** How many people posted to it. */
  author_count: z.number().int().nonnegative(),
});
export type CircleTopic = z.infer<typeof CircleTopicSchema>;

/** A post's author; `is_owner` when they own the post's circle. */
export const CircleAuthorSchema = UserBriefSchema.extend({ is_owner: z.boolean() });
export type CircleAuthor = z.infer<typeof CircleAuthorSchema>;

/**
 * A post of a circle: plain text (shown as text, line breaks kept; `#name#` names a topic of
 * `topics`), up to nine pictures in order, its counts.
 */
export const CirclePostSchema = z.object({
  id: PublicIdSchema,
  circle: CircleBriefSchema,
  author: CircleAuthorSchema,
  text: z.string(),
  images: z.array(ImageSchema).max(CIRCLE_POST_IMAGES_MAX),
  topics: z.array(CircleTopicBriefSchema),
  like_count: z.number().int().nonnegative(),
  comment_count: z.number().int().nonnegative(),
  view_count: z.number().int().nonnegative(),
  /** Seconds since the epoch (10 digits). */
  publish_time: z.number().int(),
});
export type CirclePost = z.infer<typeof CirclePostSchema>;

/** A comment on a post: plain text, shown as text. */
export const CircleCommentSchema = z.object({
  id: PublicIdSchema,
  author: CircleAuthorSchema,
  text: z.string(),
  like_count: z.number().int().nonnegative(),
  /** Seconds since the epoch. */
  created_at: z.number().int(),
});
export type CircleComment = z.infer<typeof CircleCommentSchema>;

export const CircleCommentPageSchema = z.object({
  list: z.array(CircleCommentSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type CircleCommentPage = z.infer<typeof CircleCommentPageSchema>;

export const CirclePostPageSchema = z.object({
  list: z.array(CirclePostSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type CirclePostPage = z.infer<typeof CirclePostPageSchema>;

/** A post's page: the post, its circle and the first page of its comments, oldest first. */
export const CirclePostDetailSchema = z.object({
  post: CirclePostSchema,
  circle: CircleSchema,
  comments: CircleCommentPageSchema,
});
export type CirclePostDetail = z.infer<typeof CirclePostDetailSchema>;

export const CircleDetailQuerySchema = z.object({ id: QueryIdSchema });
export const CircleTopicQuerySchema = z.object({ id: QueryIdSchema });
export const CirclePostQuerySchema = z.object({
  id: QueryIdSchema,
  /** Comments of the first page. */
  pagesize: z.coerce.number().int().min(1).max(CIRCLE_COMMENTS_PAGE_MAX).default(CIRCLE_COMMENTS_PAGE_SIZE),
});
/** A page of a circle's posts (`circle_id`) or a topic's (`topic_id`): exactly one of them. */
export const CirclePostListQuerySchema = z
  .object({
    circle_id: QueryIdSchema.optional(),
    topic_id: QueryIdSchema.optional(),
    pageindex: pageIndex,
    pagesize: z.coerce.number().int().min(1).max(CIRCLE_POSTS_PAGE_MAX).default(CIRCLE_POSTS_PAGE_SIZE),
  })
  .refine((q) => (q.circle_id === undefined) !== (q.topic_id === undefined), "give circle_id or topic_id");
export const CircleCommentQuerySchema = z.object({
  id: QueryIdSchema,
  pageindex: pageIndex,
  pagesize: z.coerce.number().int().min(1).max(CIRCLE_COMMENTS_PAGE_MAX).default(CIRCLE_COMMENTS_PAGE_SIZE),
});

export const CircleResponseSchema = envelopeSchema(CircleSchema);
export const CircleTopicResponseSchema = envelopeSchema(CircleTopicSchema);
export const CirclePostDetailResponseSchema = envelopeSchema(CirclePostDetailSchema);
export const CirclePostPageResponseSchema = envelopeSchema(CirclePostPageSchema);
export const CircleCommentPageResponseSchema = envelopeSchema(CircleCommentPageSchema);
