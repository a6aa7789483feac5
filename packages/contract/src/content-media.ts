import { z } from "zod";
import { ALBUM_TYPES } from "./media-constants.ts";
import { ImageSchema, MediaUrlSchema, PublicIdSchema } from "./primitives.ts";

/** One HLS rendition of a video: its media playlist and what a player picks it by. */
export const VideoRenditionSchema = z.object({
  url: MediaUrlSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Peak bits per second; null until the file has been made and measured. */
  bandwidth: z.number().int().positive().nullable(),
});

/**
 * A caption track of a video (WebVTT), shown with `<track>` so that the platform's own full-screen
 * player keeps it too.
 */
export const CaptionTrackSchema = z.object({
  url: MediaUrlSchema,
  /** BCP 47: zh-CN, en. */
  lang: z.string().min(2),
  /** The track's name in its own language, as the caption menu lists it (中文, English). */
  label: z.string().min(1),
});
export type CaptionTrack = z.infer<typeof CaptionTrackSchema>;

/** A video (a short video is one too, taller than wide): one file and HLS, with its poster. */
export const VideoMediaSchema = z.object({
  kind: z.literal("video"),
  /** The whole video in one file (an MP4 that starts playing before it has downloaded). */
  url: MediaUrlSchema,
  mime: z.string(),
  /** The HLS master playlist: what a player adapting to the network plays. */
  hls: MediaUrlSchema,
  /** Largest first. */
  renditions: z.array(VideoRenditionSchema),
  /** The first picture as the video first shows it. */
  poster: ImageSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Seconds. */
  duration: z.number().int().nonnegative(),
  /** Bytes of the file at `url`; null until it has been made. */
  size: z.number().int().nonnegative().nullable(),
  /** Its caption tracks, the item's own language first; empty when it has none. */
  captions: z.array(CaptionTrackSchema),
  /**
   * The seek preview's WebVTT index: each cue's text is the URL of a picture sprite with a media
   * fragment (`sprite.jpg#xywh=x,y,w,h`) showing the frame of that span; null when it has none.
   */
  thumbnails: MediaUrlSchema.nullable(),
});
export type VideoMedia = z.infer<typeof VideoMediaSchema>;

export const AudioMediaSchema = z.object({
  kind: z.literal("audio"),
  url: MediaUrlSchema,
  mime: z.string(),
  /** Seconds. */
  duration: z.number().int().nonnegative(),
  /** Bytes; null until the file has been made. */
  size: z.number().int().nonnegative().nullable(),
  /** The artwork a player shows: the album's cover for a track of an album, else the item's. */
  cover: ImageSchema.nullable(),
});
export type AudioMedia = z.infer<typeof AudioMediaSchema>;

/** One picture of a gallery, in its order, with its caption (empty when it has none). */
export const GalleryImageSchema = ImageSchema.extend({ caption: z.string() });
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

export const GalleryMediaSchema = z.object({
  kind: z.literal("gallery"),
  images: z.array(GalleryImageSchema),
});
export type GalleryMedia = z.infer<typeof GalleryMediaSchema>;

/** What an item plays or shows beside its body, by kind. */
export const MediaSchema = z.discriminatedUnion("kind", [
  VideoMediaSchema,
  AudioMediaSchema,
  GalleryMediaSchema,
]);
export type Media = z.infer<typeof MediaSchema>;

/** The album an episode or track is in: enough for "episode 3 of 5" and a link to the album. */
export const AlbumBriefSchema = z.object({
  id: PublicIdSchema,
  type: z.enum(ALBUM_TYPES),
  title: z.string(),
  /** 1 for the first item. */
  position: z.number().int().positive(),
  count: z.number().int().positive(),
});
export type AlbumBrief = z.infer<typeof AlbumBriefSchema>;
