import { z } from "zod";
import { CARD_TYPES, CONTENT_TYPES } from "./constants.ts";
import { AlbumBriefSchema, MediaSchema, VideoMediaSchema } from "./content-media.ts";
import { envelopeSchema } from "./envelope.ts";
import { ImageSchema, PublicIdSchema } from "./primitives.ts";

export const ContentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentTypeSchema>;
/** A card's type: a content item's, or one of the app's sections' (SECTION_CARD_TYPES). */
export const CardTypeSchema = z.enum(CARD_TYPES);
export type CardType = z.infer<typeof CardTypeSchema>;

export { type Image, ImageSchema, PublicIdSchema } from "./primitives.ts";

export const MpBriefSchema = z.object({
  id: PublicIdSchema,
  name: z.string(),
  avatar: z.string().url(),
  /** Widths the avatar is also served at, as `<url>?w=<width>` (MEDIA_WIDTHS). */
  avatar_widths: z.array(z.number().int().positive()).optional(),
  description: z.string(),
  follower_count: z.number().int().nonnegative(),
});
export type MpBrief = z.infer<typeof MpBriefSchema>;

export const ChannelBriefSchema = z.object({ id: PublicIdSchema, name: z.string() });

/** What a list shows of one item: a card. */
/** A live room's status (live-constants.ts LIVE_STATUS): not started, live, ended, under review. */
export const LiveStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** Where a live room stands, on its card: by the clock when the card was made, as its page says. */
export const CardLiveSchema = z.object({
  status: LiveStatusSchema,
  /** Seconds since the epoch; null for a room without a set start. */
  start_time: z.number().int().nullable(),
});
export type CardLive = z.infer<typeof CardLiveSchema>;

export const ContentCardSchema = z.object({
  /** The item's id; a section card's is its section's id of it (a post's, a question's). */
  id: PublicIdSchema,
  type: CardTypeSchema,
  /** The first route segment: 'mp' for media-account content, otherwise the channel's slug. */
  actor: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: ImageSchema.nullable(),
  /** The name shown as the item's source: the media account, else the channel. */
  source: z.string(),
  mp: MpBriefSchema.nullable(),
  channel: ChannelBriefSchema.nullable(),
  /** Seconds since the epoch (10 digits). */
  publish_time: z.number().int(),
  view_count: z.number().int().nonnegative(),
  like_count: z.number().int().nonnegative(),
  comment_count: z.number().int().nonnegative(),
  /** Seconds, for audio and video (an album's: all its items'); null otherwise. */
  duration: z.number().int().nonnegative().nullable(),
  /** Albums only: how many episodes or tracks. */
  item_count: z.number().int().nonnegative().optional(),
  /** Galleries only: how many pictures. */
  image_count: z.number().int().nonnegative().optional(),
  /** Live rooms only. */
  live: CardLiveSchema.optional(),
  /**
   * Only in a content list asked for one kind that plays as a video (`type=video` or `svideo`):
   * what plays the item in place, as a feed of short videos does; null when its files are not
   * recorded (the feed shows that clip's error state). Absent everywhere else.
   */
  media: VideoMediaSchema.nullable().optional(),
  /** With `media`, for a feed's counts; a detail always has it. */
  share_count: z.number().int().nonnegative().optional(),
});
export type ContentCard = z.infer<typeof ContentCardSchema>;

/** One item in full, as its page needs it. */
export const ContentDetailSchema = ContentCardSchema.extend({
  type: ContentTypeSchema,
  /** Sanitised when written: safe to render as HTML. */
  body_html: z.string(),
  images: z.array(ImageSchema),
  keywords: z.array(z.string()),
  author: z.string().nullable(),
  collect_count: z.number().int().nonnegative(),
  share_count: z.number().int().nonnegative(),
  status: z.enum(["published", "draft"]),
  /** Seconds since the epoch of the last change. */
  update_time: z.number().int(),
  /** What plays or is shown beside the body: a video's or audio's files, a gallery's pictures. */
  media: MediaSchema.optional(),
  /** The album an episode or track belongs to, and its place there. */
  album: AlbumBriefSchema.optional(),
});
export type ContentDetail = z.infer<typeof ContentDetailSchema>;

export const ContentListQuerySchema = z.object({
  /** A channel id; absent means every channel. */
  gid: PublicIdSchema.optional(),
  /**
   * One kind of item; absent means every kind. A kind that plays as a video (`video`, `svideo`)
   * gives cards with their `media` and `share_count`: the short-video feed (docs/decisions/0045).
   */
  type: ContentTypeSchema.optional(),
  pageindex: z.coerce.number().int().min(1).max(10_000).default(1),
  pagesize: z.coerce.number().int().min(1).max(50).default(10),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;

export const ContentPageSchema = z.object({
  list: z.array(ContentCardSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type ContentPage = z.infer<typeof ContentPageSchema>;

export const RecommendQuerySchema = z.object({
  /** The item the recommendations go with; absent gives a general list. */
  id: PublicIdSchema.optional(),
  size: z.coerce.number().int().min(1).max(30).default(6),
});

export const Hot72QuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(50).default(10),
});

export const ContentListSchema = z.object({ list: z.array(ContentCardSchema) });
export type ContentList = z.infer<typeof ContentListSchema>;

export const ContentPageResponseSchema = envelopeSchema(ContentPageSchema);
export const ContentListResponseSchema = envelopeSchema(ContentListSchema);
export const ContentDetailResponseSchema = envelopeSchema(ContentDetailSchema);
