import { z } from "zod";
import { PublicIdSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";
import {
  PLAY_MILESTONES,
  TRACKER_BEHAVIORS,
  TRACKER_MAX_LOGS_PER_CALL,
  TRACKER_MAX_TIDS_PER_LOG,
  TRACKER_TERMINALS,
} from "./tracker-constants.ts";

/** Content ids (public, hashids) joined by '|'; at most TRACKER_MAX_TIDS_PER_LOG of them. */
const TidListSchema = z
  .string()
  .max(TRACKER_MAX_TIDS_PER_LOG * 33 + 32, `at most ${TRACKER_MAX_TIDS_PER_LOG} content ids in one log`)
  .regex(/^[A-Za-z0-9]{8,32}(\|[A-Za-z0-9]{8,32})*$/, "a list of content ids joined by '|'")
  .refine((tids) => tids.split("|").length <= TRACKER_MAX_TIDS_PER_LOG, {
    message: `at most ${TRACKER_MAX_TIDS_PER_LOG} content ids in one log`,
  });

/**
 * One analytics log of spec §7: one behaviour over one or more items. `read` carries how long the
 * visitor stayed (seconds) and how deep they read (percent of the body); `play` carries how far
 * playback got (percent of the media: one of PLAY_MILESTONES).
 */
export const TrackerLogSchema = z
  .object({
    /** When it happened on the visitor's device, milliseconds since the epoch. */
    timestamp: z.number().int().positive(),
    version: z.literal("1"),
    terminal: z.enum(TRACKER_TERMINALS),
    tid: TidListSchema,
    behavior: z.enum(TRACKER_BEHAVIORS),
    duration: z.number().min(0).max(86_400).optional(),
    percent: z.number().min(0).max(100).optional(),
    device_type: z.enum(["Android", "IOS"]),
    device_os: z.string().max(64),
    user_id: z.string().min(1).max(64),
  })
  .refine((log) => log.behavior !== "read" || (log.duration !== undefined && log.percent !== undefined), {
    message: "a read log carries duration and percent",
    path: ["behavior"],
  })
  .refine(
    (log) =>
      log.behavior !== "play" || (PLAY_MILESTONES as readonly number[]).includes(log.percent ?? Number.NaN),
    { message: `a play log carries a percent of ${PLAY_MILESTONES.join(", ")}`, path: ["percent"] },
  );
export type TrackerLog = z.infer<typeof TrackerLogSchema>;

/** A call carries one log, or a batch of them (the site batches, and flushes on leaving the page). */
export const TrackerBatchSchema = z
  .array(TrackerLogSchema)
  .min(1, "an empty batch")
  .max(TRACKER_MAX_LOGS_PER_CALL, `at most ${TRACKER_MAX_LOGS_PER_CALL} logs in a batch`);
/**
 * What the log call reads: one log is taken as a batch of one, so the handler sees one shape and a
 * mistake is named by its field (a union would only say "invalid input").
 */
export const TrackerLogRequestSchema = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  TrackerBatchSchema,
);
export type TrackerLogRequest = z.infer<typeof TrackerLogRequestSchema>;

export const TrackerAcceptedSchema = z.object({ accepted: z.number().int() });
export const TrackerLogResponseSchema = envelopeSchema(TrackerAcceptedSchema);

/**
 * The signed anonymous token, for a body sent by `navigator.sendBeacon`, which cannot carry an
 * Authorization header; a normal send carries it in the header (docs/decisions/0023).
 */
export const TrackerLogQuerySchema = z.object({ token: z.string().max(2048).optional() });

export const TrackerSummaryQuerySchema = z.object({ tid: PublicIdSchema });

/**
 * What the service has stored about one item: events by behaviour, the deepest read, and how many
 * play-throughs reached each milestone (keys "0", "25", "50", "75", "100").
 */
export const TrackerSummarySchema = z.object({
  tid: PublicIdSchema,
  view: z.number().int(),
  read: z.number().int(),
  expose: z.number().int(),
  play: z.number().int(),
  max_percent: z.number().nullable(),
  play_milestones: z.record(z.string(), z.number().int()),
});
export type TrackerSummary = z.infer<typeof TrackerSummarySchema>;
export const TrackerSummaryResponseSchema = envelopeSchema(TrackerSummarySchema);
