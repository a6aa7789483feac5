import type { FormField, FormValueIssue } from "@davmu/contract/client";
import type { MessageKey } from "../../platform/i18n/catalog.ts";

type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** The answers of a form by field key, as the inputs hold them. */
export type FormValues = Record<string, string | string[] | undefined>;

/** The field keys with their problem, in the visitor's words. */
export type FieldErrors = Record<string, string>;

/**
 * The contract's form schema, loaded on demand (it carries zod): on the first focus inside the
 * form, or at the latest when it is sent. The service checks the same schema built from the same
 * fields (docs/decisions/0070).
 */
const loadForms = () => import("@davmu/contract/forms");

export function preloadFormCheck(): void {
  void loadForms();
}

/** The visitor's words for an issue: "choose" rather than "fill in" for a choice left empty. */
export function issueText(t: Translate) {
  return (issue: FormValueIssue, field: FormField) => {
    const choice = field.type === "single" || field.type === "multiple" || field.type === "date";
    const key =
      issue.code === "required" && choice
        ? "activity.issue.requiredChoice"
        : issue.code === "required" && field.type === "image"
          ? "activity.issue.image"
          : (`activity.issue.${issue.code}` as MessageKey);
    return t(key, { label: field.label, n: issue.n ?? "" });
  };
}

/** Checks every answer; the errors by key, in the form's order (empty when all is well). */
export async function checkForm(fields: FormField[], values: FormValues, t: Translate): Promise<FieldErrors> {
  const { formValuesSchema, fieldErrors } = await loadForms();
  const parsed = formValuesSchema(fields, issueText(t)).safeParse(cleanValues(fields, values));
  if (parsed.success) return {};
  const errors = fieldErrors(parsed.error);
  return Object.fromEntries(fields.filter((f) => errors[f.key]).map((f) => [f.key, errors[f.key]!]));
}

/** The answers as they are sent: text trimmed, empty answers left out. */
export function cleanValues(fields: FormField[], values: FormValues): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const field of fields) {
    const value = values[field.key];
    if (Array.isArray(value)) {
      if (value.length > 0) out[field.key] = value;
    } else if (typeof value === "string") {
      const text = field.type === "text" ? value.trim() : value.replace(/\s+/g, "");
      if (text) out[field.key] = text;
    }
  }
  return out;
}
