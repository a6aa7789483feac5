import { z } from "zod";
import { ContentCardSchema, LiveStatusSchema, PublicIdSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";
import {
  LIVE_CHAT_PAGE_MAX,
  LIVE_CHAT_TEXT_MAX,
  LIVE_COLUMN_TYPES,
  LIVE_LAYOUTS,
  LIVE_LIKE_BATCH_MAX,
} from "./live-constants.ts";
import { ImageSchema, MediaUrlSchema } from "./primitives.ts";
import { isCleanLine, UNCLEAN_LINE } from "./user-text.ts";

export const LiveLayoutSchema = z.enum(LIVE_LAYOUTS);
export type LiveLayout = z.infer<typeof LiveLayoutSchema>;

/** Spec §3: a column of the room, shown as a tab. */
export const LiveColumnSchema = z.object({
  name: z.string(),
  type: z.enum(LIVE_COLUMN_TYPES),
  enable_chat: z.boolean(),
  group_id: z.string().nullable(),
  link_url: z.string().url().nullable(),
});
export type LiveColumn = z.infer<typeof LiveColumnSchema>;

/** Spec §3: a recording of the room (its replay, or a clip), played after it ends. */
export const LivePlaylistSchema = z.object({
  name: z.string(),
  cover: MediaUrlSchema.nullable(),
  play_url: MediaUrlSchema,
  /** How it plays: an HLS playlist or an MP4 file. */
  type: z.enum(["hls", "mp4"]),
});
export type LivePlaylist = z.infer<typeof LivePlaylistSchema>;

/** A post of a picture-and-text live blog, shown once its time has come. */
export const LivePostSchema = z.object({
  id: PublicIdSchema,
  /** Seconds since the epoch. */
  time: z.number().int(),
  text: z.string(),
  image: ImageSchema.nullable(),
});
export type LivePost = z.infer<typeof LivePostSchema>;

/** The counts and status that change while a room runs: what a room's page polls. */
export const LiveRoomSchema = z.object({
  live_id: PublicIdSchema,
  status: LiveStatusSchema,
  /** Seconds since the epoch; null when not set. */
  start_time: z.number().int().nullable(),
  end_time: z.number().int().nullable(),
  online_count: z.number().int().nonnegative(),
  live_count: z.number().int().nonnegative(),
  view_count: z.number().int().nonnegative(),
  share_count: z.number().int().nonnegative(),
  /** The room's likes: every tap of every viewer, as the app counts a live room's hearts. */
  like_count: z.number().int().nonnegative(),
  /** The live blog's posts whose time has come, newest first (image rooms; empty otherwise). */
  posts: z.array(LivePostSchema),
  /** The service's clock when it answered, seconds: the page counts down against it, not the phone's. */
  server_time: z.number().int(),
});
export type LiveRoom = z.infer<typeof LiveRoomSchema>;

/**
 * An editor's change of a room's status (docs/decisions/0075): off the air for review (3), or back
 * (0, 1 or 2; a room with a start time then follows its clock again).
 */
export const LiveStatusChangeSchema = z.object({ status: LiveStatusSchema });
export type LiveStatusChange = z.infer<typeof LiveStatusChangeSchema>;

/** Spec §3 live detail, with the item as a card (cover, media account, summary) for the page's head. */
export const LiveDetailSchema = LiveRoomSchema.extend({
  post_id: PublicIdSchema,
  title: z.string(),
  type: LiveLayoutSchema,
  columns: z.array(LiveColumnSchema),
  countdown_label: z.string().nullable(),
  /** How the countdown is drawn: days-hours-minutes-seconds blocks, or one line of text. */
  countdown_style: z.enum(["blocks", "text"]),
  countdown_switch: z.boolean(),
  disclaimer: z.string().nullable(),
  disclaimer_enable: z.boolean(),
  group_id: z.string().nullable(),
  live_background: MediaUrlSchema.nullable(),
  notice_label: z.string().nullable(),
  notice_switch: z.boolean(),
  notice_video: MediaUrlSchema.nullable(),
  play_background: MediaUrlSchema.nullable(),
  playlists: z.array(LivePlaylistSchema),
  reservation_label: z.string().nullable(),
  /** The live stream (HLS), given before the start too so a page can switch at the start time; null after. */
  stream_url: MediaUrlSchema.nullable(),
  source: z.string().nullable(),
  track_id: z.string().nullable(),
  content: ContentCardSchema,
});
export type LiveDetail = z.infer<typeof LiveDetailSchema>;

/**
 * A chat message as everyone sees it: the sender's name masked as the app shows strangers' (the
 * first character, then asterisks), the text as plain text. `mine` only in the sender's own answer.
 */
export const LiveChatMessageSchema = z.object({
  id: PublicIdSchema,
  /** Grows with every message of the room: what a page resumes from. */
  seq: z.number().int().positive(),
  nickname: z.string(),
  text: z.string(),
  /** Seconds since the epoch. */
  time: z.number().int(),
});
export type LiveChatMessage = z.infer<typeof LiveChatMessageSchema>;

export const LiveChatQuerySchema = z.object({
  /** Only messages after this one (a page catching up); the latest when absent. */
  after: z.coerce.number().int().nonnegative().optional(),
  size: z.coerce.number().int().min(1).max(LIVE_CHAT_PAGE_MAX).default(30),
});

/** The live room stream's query (STREAMS.liveRoom): the visitor's token (EventSource sends no headers), and where to resume. */
export const LiveStreamQuerySchema = z.object({
  token: z.string().min(1),
  /** Only messages after this one; the latest few when absent. */
  after: z.coerce.number().int().nonnegative().optional(),
});

/** A count the live room stream sends as an event's data: viewers online, likes' total, a room status. */
export const LiveStreamCountSchema = z.coerce.number().int().nonnegative();

/** A page of the room's chat, oldest first; `last_seq` is what to ask after next time. */
export const LiveChatPageSchema = z.object({
  list: z.array(LiveChatMessageSchema),
  last_seq: z.number().int().nonnegative(),
});
export type LiveChatPage = z.infer<typeof LiveChatPageSchema>;

export const LiveChatSendSchema = z.object({
  text: z
    .string()
    .trim()
    .refine((t) => t.length > 0, "must not be empty")
    .refine((t) => [...t].length <= LIVE_CHAT_TEXT_MAX, `at most ${LIVE_CHAT_TEXT_MAX} characters`)
    .refine(isCleanLine, UNCLEAN_LINE),
});
export type LiveChatSend = z.infer<typeof LiveChatSendSchema>;

/** What the sender gets back: the message, shown to everyone, or held for review and shown to them only. */
export const LiveChatSentSchema = LiveChatMessageSchema.extend({
  state: z.enum(["visible", "under_review"]),
});
export type LiveChatSent = z.infer<typeof LiveChatSentSchema>;

/**
 * Likes from one viewer's taps, sent together: `msg_id` is the page's own id for this batch, so a
 * batch sent twice (a retry) counts once.
 */
export const LiveLikeSchema = z.object({
  msg_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "8 to 64 letters, digits, - or _"),
  count: z.number().int().min(1).max(LIVE_LIKE_BATCH_MAX).default(1),
});
export type LiveLike = z.infer<typeof LiveLikeSchema>;

/** The room's likes after the batch. */
export const LiveLikedSchema = z.object({ like_count: z.number().int().nonnegative() });
export type LiveLiked = z.infer<typeof LiveLikedSchema>;

/** What a booking names: a live room (spec §7 books "a live or item"; only rooms start at a time). */
export const BOOKING_TYPES = ["live"] as const;

/** Spec §7: book, or unbook, a room's start (body booking_id and booking_type). */
export const BookingRequestSchema = z.object({
  booking_id: PublicIdSchema,
  booking_type: z.enum(BOOKING_TYPES),
});
export type BookingRequest = z.infer<typeof BookingRequestSchema>;

export const BookingStateSchema = z.object({ booked: z.boolean() });
export type BookingState = z.infer<typeof BookingStateSchema>;

/** A user's bookings, soonest start first. */
export const BookingListSchema = z.object({
  list: z.array(
    z.object({
      booking_id: PublicIdSchema,
      booking_type: z.enum(BOOKING_TYPES),
      title: z.string(),
      start_time: z.number().int().nullable(),
    }),
  ),
});
export type BookingList = z.infer<typeof BookingListSchema>;

export const LiveDetailResponseSchema = envelopeSchema(LiveDetailSchema);
export const LiveRoomResponseSchema = envelopeSchema(LiveRoomSchema);
