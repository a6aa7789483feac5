import { z } from "zod";
import { envelopeSchema } from "./envelope.ts";
import { ImageSchema, PublicIdSchema } from "./primitives.ts";

/** The categories a legal question is filed under (docs/decisions/0066). */
export const LAW_CATEGORIES = ["labour", "family", "property", "traffic", "consumer", "debt"] as const;
export type LawCategory = (typeof LAW_CATEGORIES)[number];

/** How the answers after the accepted one are ordered: most liked first (the default) or newest first. */
export const LAW_ANSWER_SORTS = ["time", "likes"] as const;
export type LawAnswerSort = (typeof LAW_ANSWER_SORTS)[number];

/** A legal question as shared: its text is plain text, shown as text. */
export const LawQuestionSchema = z.object({
  id: PublicIdSchema,
  title: z.string(),
  /** The full question, plain text; paragraphs are separated by blank lines. */
  content: z.string(),
  category: z.enum(LAW_CATEGORIES),
  /** Where the asker is, e.g. 浙江·杭州; empty when not given. */
  region: z.string(),
  /** Who asked, already masked by the service (张**). */
  asker: z.string(),
  /** Seconds since the epoch. */
  created_at: z.number().int(),
  view_count: z.number().int().nonnegative(),
  answer_count: z.number().int().nonnegative(),
  /** The accepted answer's id, or null while none is accepted. */
  accepted_answer_id: PublicIdSchema.nullable(),
});
export type LawQuestion = z.infer<typeof LawQuestionSchema>;

/** Who answered: a verified lawyer, or a user the service has not verified. */
export const LawAnswererSchema = z.object({
  name: z.string(),
  avatar: ImageSchema.nullable(),
  /** The law firm; empty for an unverified user. */
  firm: z.string(),
  /** Years of practice; null when not known. */
  practice_years: z.number().int().nonnegative().nullable(),
  verified: z.boolean(),
});
export type LawAnswerer = z.infer<typeof LawAnswererSchema>;

export const LawAnswerSchema = z.object({
  id: PublicIdSchema,
  /** Plain text, shown as text. */
  content: z.string(),
  created_at: z.number().int(),
  like_count: z.number().int().nonnegative(),
  accepted: z.boolean(),
  answerer: LawAnswererSchema,
});
export type LawAnswer = z.infer<typeof LawAnswerSchema>;

/** The question's public id; one that does not decode is a 404, not a 400. */
export const LawQuestionQuerySchema = z.object({ id: z.string().max(64) });

export const LawAnswerListQuerySchema = z.object({
  id: z.string().max(64),
  pageindex: z.coerce.number().int().min(1).max(1000).default(1),
  pagesize: z.coerce.number().int().min(1).max(20).default(5),
  sort: z.enum(LAW_ANSWER_SORTS).default("likes"),
});
export type LawAnswerListQuery = z.input<typeof LawAnswerListQuerySchema>;

/** A page of a question's answers: the accepted one first, the rest by `sort`. */
export const LawAnswerPageSchema = z.object({
  list: z.array(LawAnswerSchema),
  pageindex: z.number().int(),
  pagesize: z.number().int(),
  total: z.number().int().nonnegative(),
  has_more: z.boolean(),
});
export type LawAnswerPage = z.infer<typeof LawAnswerPageSchema>;

export const LawQuestionResponseSchema = envelopeSchema(LawQuestionSchema);
export const LawAnswerPageResponseSchema = envelopeSchema(LawAnswerPageSchema);
