import { z } from "zod";
import { ContentTypeSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";
import { PublicIdSchema } from "./primitives.ts";

/** What a like (a star) is for: an item, or a comment. */
export const STAR_TARGETS = ["content", "comment"] as const;

/**
 * Like or unlike an item or a comment (`POST /peony/v1/star`; media-account items and their
 * comments through `/guzzle/v1/star`). Saying the same twice changes nothing.
 */
export const StarRequestSchema = z.object({
  id: PublicIdSchema,
  type: z.enum(["star", "unstar"]),
  target: z.enum(STAR_TARGETS).default("content"),
});
export type StarRequest = z.input<typeof StarRequestSchema>;

/** Where a like stands after the call, and the count everyone sees. */
export const StarSchema = z.object({
  id: PublicIdSchema,
  target: z.enum(STAR_TARGETS),
  starred: z.boolean(),
  like_count: z.number().int().nonnegative(),
});
export type Star = z.infer<typeof StarSchema>;

/** Collect (add to favourites) or uncollect an item (`POST /peony/v1/collection/{id}`). */
export const CollectRequestSchema = z.object({ type: z.enum(["collect", "uncollect"]) });
export type CollectRequest = z.input<typeof CollectRequestSchema>;

export const CollectSchema = z.object({
  id: PublicIdSchema,
  collected: z.boolean(),
  collect_count: z.number().int().nonnegative(),
});
export type Collect = z.infer<typeof CollectSchema>;

/** Follow or unfollow a media account (`POST /guzzle/v1/mp/follow/{id}`, spec §7's body type). */
export const FollowRequestSchema = z.object({ type: z.enum(["follow", "unfollow"]) });
export type FollowRequest = z.input<typeof FollowRequestSchema>;

export const FollowSchema = z.object({
  id: PublicIdSchema,
  followed: z.boolean(),
  follower_count: z.number().int().nonnegative(),
});
export type Follow = z.infer<typeof FollowSchema>;

export const IsFollowedSchema = z.object({ id: PublicIdSchema, followed: z.boolean() });
export type IsFollowed = z.infer<typeof IsFollowedSchema>;

/**
 * What the calling user did with one item, fetched by the browser after hydration (DESIGN
 * principle 1), with the item's counts as they stand now: the cached page's may be older.
 * `followed` is about the item's media account (false without one); `booked` about a booking of
 * the item (`booking_type` = its type, `booking_id` = its id).
 */
export const UserRelatedSchema = z.object({
  id: PublicIdSchema,
  type: ContentTypeSchema,
  liked: z.boolean(),
  collected: z.boolean(),
  followed: z.boolean(),
  booked: z.boolean(),
  like_count: z.number().int().nonnegative(),
  collect_count: z.number().int().nonnegative(),
  comment_count: z.number().int().nonnegative(),
  /** The item's media account's followers; null when it has none. */
  follower_count: z.number().int().nonnegative().nullable(),
});
export type UserRelated = z.infer<typeof UserRelatedSchema>;

export const StarResponseSchema = envelopeSchema(StarSchema);
export const CollectResponseSchema = envelopeSchema(CollectSchema);
export const FollowResponseSchema = envelopeSchema(FollowSchema);
export const IsFollowedResponseSchema = envelopeSchema(IsFollowedSchema);
export const UserRelatedResponseSchema = envelopeSchema(UserRelatedSchema);
