import { z } from "zod";
import { ContentCardSchema, PublicIdSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";
import { LIVE_COLUMN_TYPES, LIVE_LAYOUTS } from "./live-constants.ts";
import { ImageSchema, MediaUrlSchema } from "./primitives.ts";

export const LiveStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

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
  /** The live blog's posts whose time has come, newest first (image rooms; empty otherwise). */
  posts: z.array(LivePostSchema),
  /** The service's clock when it answered, seconds: the page counts down against it, not the phone's. */
  server_time: z.number().int(),
});
export type LiveRoom = z.infer<typeof LiveRoomSchema>;

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

export const LiveDetailResponseSchema = envelopeSchema(LiveDetailSchema);
export const LiveRoomResponseSchema = envelopeSchema(LiveRoomSchema);
