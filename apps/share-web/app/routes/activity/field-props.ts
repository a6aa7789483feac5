import type { FormField } from "@davmu/contract/client";
import type { FormValues } from "./form-check.ts";

/** The ids a field's input, hint and error carry, so they can be tied together and focused. */
export const fieldIds = (key: string) => ({
  input: `field-${key}`,
  hint: `field-${key}-hint`,
  error: `field-${key}-error`,
});

export type FieldProps = {
  field: FormField;
  value: FormValues[string];
  error: string | undefined;
  activityId: string;
  disabled: boolean;
  onChange: (key: string, value: string | string[] | undefined) => void;
  onUploading: (key: string, busy: boolean) => void;
  /** A problem found by the field itself (a picture too large), or undefined to clear it. */
  onError: (key: string, error: string | undefined) => void;
};

/** What a field's input says of its hint and error to assistive technology. */
export type A11y = { "aria-invalid": true | undefined; "aria-describedby": string | undefined };
