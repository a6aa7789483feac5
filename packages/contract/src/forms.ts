import { z } from "zod";
import { MpBriefSchema } from "./content.ts";
import { envelopeSchema } from "./envelope.ts";
import {
  FORM_IMAGE_MAX_BYTES,
  FORM_IMAGE_TYPES,
  FORM_STATES,
  FORM_UPLOAD_BODY_MAX,
  FORM_VALUE_MESSAGES,
  type FormValueIssue,
  isMainlandMobile,
  isoDateValid,
  UPLOAD_REF_PATTERN,
} from "./forms-constants.ts";
import { ImageSchema, PublicIdSchema } from "./primitives.ts";
import { isCleanLine, isCleanText } from "./user-text.ts";

/**
 * Activities with a sign-up form (spec §2 `/activity/{post_id?}`, §7 `{form}/form/v1/mobile/form/*`;
 * docs/decisions/0070). The form's fields are data: each names its key, label, type and limits,
 * and `formValuesSchema` builds from them the one zod schema that the site checks a visitor's
 * entry with before sending it and the service checks it with again on arrival.
 */

const KeySchema = z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, "a lower-case key");
const base = {
  key: KeySchema,
  label: z.string().min(1).max(40),
  required: z.boolean(),
  hint: z.string().max(80).optional(),
};
const OptionSchema = z.object({ value: KeySchema, label: z.string().min(1).max(40) });
const IsoDateSchema = z.string().refine(isoDateValid, "a date as YYYY-MM-DD");

export const FormFieldSchema = z.discriminatedUnion("type", [
  z.object({
    ...base,
    type: z.literal("text"),
    min_length: z.number().int().min(0).max(2000).optional(),
    max_length: z.number().int().min(1).max(2000),
    multiline: z.boolean().optional(),
  }),
  z.object({ ...base, type: z.literal("phone") }),
  z.object({ ...base, type: z.literal("single"), options: z.array(OptionSchema).min(2).max(20) }),
  z.object({
    ...base,
    type: z.literal("multiple"),
    options: z.array(OptionSchema).min(2).max(20),
    max_select: z.number().int().min(1).optional(),
  }),
  z.object({
    ...base,
    type: z.literal("date"),
    min: IsoDateSchema.optional(),
    max: IsoDateSchema.optional(),
  }),
  z.object({
    ...base,
    type: z.literal("image"),
    max_bytes: z.number().int().min(1024).max(FORM_IMAGE_MAX_BYTES),
    accept: z.array(z.enum(FORM_IMAGE_TYPES)).min(1),
  }),
]);

export type FormField = z.infer<typeof FormFieldSchema>;
export type FormFieldType = FormField["type"];

export const FormFieldsSchema = z.array(FormFieldSchema).min(1).max(30);

export const FormStateSchema = z.enum(FORM_STATES);

/** One activity as its page shows it: the same for every visitor (no one's own entry). */
export const FormDetailSchema = z.object({
  id: PublicIdSchema,
  title: z.string(),
  banner: ImageSchema.nullable(),
  /** Seconds since the epoch. */
  start_time: z.number().int(),
  end_time: z.number().int(),
  place: z.string(),
  /** Who runs it: a media account when it is one of the site's, else a name. */
  organiser: z.object({ name: z.string(), mp: MpBriefSchema.nullable() }),
  /** Plain text, paragraphs split by newlines: shown as text. */
  description: z.string(),
  /** Places in all; null for no limit. */
  capacity: z.number().int().positive().nullable(),
  signup_count: z.number().int().nonnegative(),
  /** Seconds since the epoch: sign-up closes then. */
  deadline: z.number().int(),
  state: FormStateSchema,
  fields: FormFieldsSchema,
  /** The service's clock (seconds), so a page can tell the deadline's nearness without trusting the phone's. */
  server_time: z.number().int(),
});
export type FormDetail = z.infer<typeof FormDetailSchema>;

export const FormDetailQuerySchema = z.object({ id: z.string().min(1).max(40) });

/** What the list of activities shows of one. */
export const FormCardSchema = FormDetailSchema.pick({
  id: true,
  title: true,
  banner: true,
  start_time: true,
  place: true,
  capacity: true,
  signup_count: true,
  deadline: true,
  state: true,
});
export const FormListSchema = z.object({ list: z.array(FormCardSchema) });
export type FormList = z.infer<typeof FormListSchema>;

/** One answer of an entry as its summary shows it: the field's label and the answer in words. */
export const FormAnswerSchema = z.object({
  key: z.string(),
  label: z.string(),
  text: z.string(),
  image: ImageSchema.nullable(),
});

/** A visitor's entry, as shown back to that visitor only (the phone number masked). */
export const FormEntrySchema = z.object({
  id: PublicIdSchema,
  created_at: z.number().int(),
  answers: z.array(FormAnswerSchema),
});
export type FormEntry = z.infer<typeof FormEntrySchema>;

/** The calling visitor's entry of an activity, or null when they have not signed up. */
export const FormMineSchema = z.object({ entry: FormEntrySchema.nullable() });
export type FormMine = z.infer<typeof FormMineSchema>;

/** The body of a sign-up: the activity, and the answers by field key (checked by the form's own schema). */
export const FormSubmitRequestSchema = z.object({
  id: PublicIdSchema,
  values: z.record(z.string(), z.unknown()),
});

export const FormSubmitSchema = z.object({ entry: FormEntrySchema, signup_count: z.number().int() });
export type FormSubmitResult = z.infer<typeof FormSubmitSchema>;

/**
 * A picture for an image field, base64 in a JSON body so it goes through the one HTTP client; its
 * size is checked decoded, against the field's `max_bytes`, and its bytes must be the type named.
 */
export const FormUploadRequestSchema = z.object({
  id: PublicIdSchema,
  field: KeySchema,
  type: z.enum(FORM_IMAGE_TYPES),
  data: z
    .string()
    .min(1)
    .max(FORM_UPLOAD_BODY_MAX)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "base64"),
});
/** The uploaded picture: its reference goes into the entry's values. */
export const FormUploadSchema = z.object({ ref: z.string().regex(UPLOAD_REF_PATTERN), image: ImageSchema });
export type FormUpload = z.infer<typeof FormUploadSchema>;

export const FormDetailResponseSchema = envelopeSchema(FormDetailSchema);
export const FormSubmitResponseSchema = envelopeSchema(FormSubmitSchema);
export const FormMineResponseSchema = envelopeSchema(FormMineSchema);
export const FormUploadResponseSchema = envelopeSchema(FormUploadSchema);
export const FormListResponseSchema = envelopeSchema(FormListSchema);

/** Says what is wrong with a field, in the visitor's words. */
export type FormIssueText = (issue: FormValueIssue, field: FormField) => string;

const chineseText: FormIssueText = (issue, field) =>
  FORM_VALUE_MESSAGES[issue.code].replace("{label}", field.label).replace("{n}", String(issue.n ?? ""));

/** What is wrong with a non-empty answer to `field`, in order: the first is the one shown. */
export function valueIssues(field: FormField, value: unknown): FormValueIssue[] {
  switch (field.type) {
    case "text": {
      if (typeof value !== "string") return [{ code: "invalid" }];
      const length = [...value.trim()].length;
      if (field.min_length !== undefined && length < field.min_length)
        return [{ code: "too_short", n: field.min_length }];
      if (length > field.max_length) return [{ code: "too_long", n: field.max_length }];
      // The rule of every user text (user-text.ts): an answer is read back to whoever reads the entries.
      if (!(field.multiline ? isCleanText(value) : isCleanLine(value))) return [{ code: "characters" }];
      return [];
    }
    case "phone":
      return typeof value === "string" && isMainlandMobile(value) ? [] : [{ code: "phone" }];
    case "single":
      return typeof value === "string" && field.options.some((o) => o.value === value)
        ? []
        : [{ code: "choice" }];
    case "multiple": {
      if (!Array.isArray(value) || !value.every((v) => field.options.some((o) => o.value === v)))
        return [{ code: "choice" }];
      if (new Set(value).size !== value.length) return [{ code: "choice" }];
      if (field.max_select !== undefined && value.length > field.max_select)
        return [{ code: "too_many", n: field.max_select }];
      return [];
    }
    case "date": {
      if (typeof value !== "string" || !isoDateValid(value)) return [{ code: "date" }];
      if (field.min !== undefined && value < field.min) return [{ code: "date_range" }];
      if (field.max !== undefined && value > field.max) return [{ code: "date_range" }];
      return [];
    }
    case "image":
      return typeof value === "string" && UPLOAD_REF_PATTERN.test(value) ? [] : [{ code: "image" }];
  }
}

/**
 * The schema of an entry's values, built from the form's fields: every field's key, its answer
 * checked by its type and limits, nothing else. Used by the site before sending and by the
 * service on arrival, so both refuse the same answers with the same words.
 */
export function formValuesSchema(fields: readonly FormField[], text: FormIssueText = chineseText) {
  const shape = Object.fromEntries(fields.map((f) => [f.key, z.unknown().optional()]));
  return z.strictObject(shape).superRefine((values, ctx) => {
    for (const field of fields) {
      const value = values[field.key];
      const empty =
        value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
      const issue: FormValueIssue | undefined = empty
        ? field.required
          ? { code: "required" }
          : undefined
        : valueIssues(field, value)[0];
      if (issue)
        ctx.addIssue({
          code: "custom",
          path: [field.key],
          message: text(issue, field),
          params: { reason: issue.code },
        });
    }
  });
}

/** The first problem of each field, by key: what a form shows next to its fields. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
