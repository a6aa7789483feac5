import { z } from "zod";
import { COMMENT_STATES } from "./comment-constants.ts";
import { envelopeSchema } from "./envelope.ts";
import {
  DANMU_DEFAULT_COLOUR,
  DANMU_MODES,
  DANMU_PAGE_MAX,
  DANMU_TEXT_MAX,
  DANMU_WINDOW_MAX_MS,
} from "./media-constants.ts";
import { PublicIdSchema } from "./primitives.ts";
import { isCleanLine, UNCLEAN_LINE } from "./user-text.ts";

/** `#rrggbb`, the only colour form a danmu may carry: nothing a style attribute could be fooled by. */
export const DanmuColourSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "a colour as #rrggbb");

/** One line of plain text, shown as text (never as HTML), 1 to DANMU_TEXT_MAX characters. */
export const DanmuTextSchema = z
  .string()
  .trim()
  .refine((t) => t.length > 0, "must not be empty")
  .refine((t) => [...t].length <= DANMU_TEXT_MAX, `at most ${DANMU_TEXT_MAX} characters`)
  .refine(isCleanLine, UNCLEAN_LINE);

const millis = z.coerce
  .number()
  .int()
  .min(0)
  .max(24 * 3600 * 1000);

/**
 * The window of a video's timeline to read, in milliseconds from its start: `from` (0 when absent)
 * up to but not including `to` (DANMU_WINDOW_MAX_MS after `from` when absent).
 */
export const DanmuQuerySchema = z
  .object({ from: millis.default(0), to: millis.optional() })
  .transform(({ from, to }) => ({ from, to: to ?? from + DANMU_WINDOW_MAX_MS }))
  .refine(({ from, to }) => to > from, { message: "must be after from", path: ["to"] })
  .refine(({ from, to }) => to - from <= DANMU_WINDOW_MAX_MS, {
    message: `at most ${DANMU_WINDOW_MAX_MS} ms after from`,
    path: ["to"],
  });
export type DanmuQuery = z.infer<typeof DanmuQuerySchema>;

export const DanmuSchema = z.object({
  id: PublicIdSchema,
  text: z.string(),
  /** When it appears, in milliseconds from the start of the video. */
  offset_ms: z.number().int().nonnegative(),
  colour: DanmuColourSchema,
  mode: z.enum(DANMU_MODES),
});
export type Danmu = z.infer<typeof DanmuSchema>;

/**
 * The danmu of a window, by time. At most DANMU_PAGE_MAX: when `has_more`, the rest of the window
 * starts at the last one's offset (ask again with `from` set to it; ids tell the repeats).
 */
export const DanmuListSchema = z.object({
  list: z.array(DanmuSchema).max(DANMU_PAGE_MAX),
  from: z.number().int().nonnegative(),
  to: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type DanmuList = z.infer<typeof DanmuListSchema>;

/** A danmu a viewer sends, at a time of the video. */
export const DanmuPostSchema = z.object({
  text: DanmuTextSchema,
  offset_ms: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000),
  colour: DanmuColourSchema.default(DANMU_DEFAULT_COLOUR),
  mode: z.enum(DANMU_MODES).default("scroll"),
});
export type DanmuPost = z.infer<typeof DanmuPostSchema>;

/**
 * A danmu as sent, with its state: `under_review` when the word filter held it, so it flies for
 * nobody else (the sender's player may still show it to them).
 */
export const DanmuSentSchema = DanmuSchema.extend({ state: z.enum(COMMENT_STATES) });
export type DanmuSent = z.infer<typeof DanmuSentSchema>;

export const DanmuListResponseSchema = envelopeSchema(DanmuListSchema);
export const DanmuResponseSchema = envelopeSchema(DanmuSentSchema);
