import type { FormDetail, FormEntry, FormSubmitResult } from "@davmu/contract/client";
import { type FormEvent, useRef, useState } from "react";
import { HttpError } from "../../platform/http/http-error.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { ActivityField } from "./activity-fields.tsx";
import { fieldIds } from "./field-props.ts";
import { checkForm, cleanValues, type FieldErrors, type FormValues, preloadFormCheck } from "./form-check.ts";

type Refusal = "already" | "full" | "closed";

/** The refusal a 409 names, or the field errors a 400 carries (the service's own check). */
function readFailure(error: unknown): { refused?: Refusal; fields?: FieldErrors } {
  if (!(error instanceof HttpError)) return {};
  const data = (error.body as { data?: { reason?: Refusal; fields?: FieldErrors } } | undefined)?.data;
  return { refused: data?.reason, fields: data?.fields };
}

/**
 * The sign-up form, drawn from the activity's fields. Every answer stays in the page whatever
 * happens to a sending: a refused answer is marked at its field and focused, a failure says so
 * above the button. The check is the contract's schema, loaded with the first focus (form-check.ts).
 */
export function ActivityForm({
  activity,
  onDone,
  onRefused,
}: {
  activity: FormDetail;
  onDone: (result: FormSubmitResult) => void;
  onRefused: (reason: Refusal, entry?: FormEntry) => void;
}) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState("");
  const [sending, setSending] = useState(false);
  const uploading = useRef(new Set<string>());
  const [busyUploads, setBusyUploads] = useState(0);
  const fields = activity.fields;

  const focusFirst = (found: FieldErrors) => {
    const first = fields.find((f) => found[f.key]);
    if (first) document.getElementById(fieldIds(first.key).input)?.focus();
  };
  const setValue = (key: string, value: string | string[] | undefined) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected answer loses its mark as soon as it is changed; the next sending checks it again.
    if (errors[key]) setErrors(({ [key]: _, ...rest }) => rest);
  };
  const setError = (key: string, error: string | undefined) =>
    setErrors(({ [key]: _, ...rest }) => (error ? { ...rest, [key]: error } : rest));
  const onUploading = (key: string, busy: boolean) => {
    if (busy) uploading.current.add(key);
    else uploading.current.delete(key);
    setBusyUploads(uploading.current.size);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || busyUploads > 0 || !api) return;
    setNotice("");
    const found = await checkForm(fields, values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setNotice(t("activity.errorsSummary", { n: Object.keys(found).length }));
      return focusFirst(found);
    }
    setSending(true);
    try {
      const result = await api.formSubmit({ body: { id: activity.id, values: cleanValues(fields, values) } });
      onDone(result);
    } catch (error) {
      const failure = readFailure(error);
      if (failure.fields) {
        setErrors(failure.fields);
        setNotice(t("activity.errorsSummary", { n: Object.keys(failure.fields).length }));
        focusFirst(failure.fields);
      } else if (failure.refused) {
        // The section says it: the form itself goes, replaced by the entry or the closed note.
        onRefused(failure.refused);
      } else if (error instanceof HttpError && error.status === 429) {
        setNotice(t("activity.slow", { n: error.retryAfter ?? 10 }));
      } else {
        setNotice(t("activity.failed"));
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="activity-form"
      noValidate
      aria-labelledby="activity-form-title"
      onSubmit={submit}
      onFocus={preloadFormCheck}
    >
      <h2 id="activity-form-title" className="section-title">
        {t("activity.form")}
      </h2>
      {fields.map((field) => (
        <ActivityField
          key={field.key}
          field={field}
          value={values[field.key]}
          error={errors[field.key]}
          activityId={activity.id}
          disabled={sending}
          onChange={setValue}
          onUploading={onUploading}
          onError={setError}
        />
      ))}
      <p className="activity-form__notice" role="alert">
        {notice}
      </p>
      <button type="submit" className="activity-form__submit" disabled={sending || busyUploads > 0}>
        {sending ? t("activity.sending") : t("activity.submit")}
      </button>
    </form>
  );
}
