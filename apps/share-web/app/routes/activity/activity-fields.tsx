import type { ReactNode } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { ActivityImageField } from "./activity-image-field.tsx";
import { type A11y, type FieldProps, fieldIds } from "./field-props.ts";

/** One field of the form, drawn from its definition, with its hint and error tied to it. */
export function ActivityField(props: FieldProps) {
  const { field, error } = props;
  const { t } = useI18n();
  const ids = fieldIds(field.key);
  const describedBy = [field.hint || field.type === "image" ? ids.hint : "", error ? ids.error : ""]
    .filter(Boolean)
    .join(" ");
  const a11y = {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": describedBy || undefined,
  };
  const mark = (
    <span className={field.required ? "form-field__mark" : "form-field__mark form-field__mark--optional"}>
      {field.required ? (
        <>
          <span aria-hidden="true">*</span>
          <span className="visually-hidden">{t("activity.required")}</span>
        </>
      ) : (
        t("activity.optional")
      )}
    </span>
  );
  const group = field.type === "single" || field.type === "multiple";
  const footer = (
    <>
      {field.hint && field.type !== "image" && (
        <p className="form-field__hint" id={ids.hint}>
          {field.hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={ids.error}>
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </>
  );
  if (group) {
    return (
      <fieldset
        className={`form-field form-field--choice${error ? " form-field--invalid" : ""}`}
        aria-describedby={describedBy || undefined}
      >
        <legend className="form-field__label">
          {field.label}
          {mark}
          {field.type === "multiple" && field.max_select !== undefined && (
            <span className="form-field__aside">{t("activity.maxSelect", { n: field.max_select })}</span>
          )}
        </legend>
        <ChoiceInputs {...props} invalid={Boolean(error)} />
        {footer}
      </fieldset>
    );
  }
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label className="form-field__label" htmlFor={ids.input}>
        {field.label}
        {mark}
      </label>
      {field.type === "image" ? (
        <ActivityImageField {...props} a11y={a11y} />
      ) : (
        <TextInput {...props} a11y={a11y} />
      )}
      {footer}
    </div>
  );
}

function TextInput({ field, value, disabled, onChange, a11y }: FieldProps & { a11y: A11y }) {
  const { t } = useI18n();
  const id = fieldIds(field.key).input;
  const text = typeof value === "string" ? value : "";
  const common = {
    id,
    name: field.key,
    value: text,
    disabled,
    "aria-required": field.required || undefined,
    ...a11y,
    onChange: (e: { target: { value: string } }) => onChange(field.key, e.target.value),
  };
  if (field.type === "text") {
    const counter: ReactNode = field.multiline && (
      <span className="form-field__counter" aria-hidden="true">
        {t("activity.chars", { n: [...text].length, max: field.max_length })}
      </span>
    );
    return field.multiline ? (
      <div className="form-field__area">
        <textarea className="form-input form-input--area" rows={3} maxLength={field.max_length} {...common} />
        {counter}
      </div>
    ) : (
      <input
        className="form-input"
        type="text"
        maxLength={field.max_length}
        autoComplete={field.key === "name" ? "name" : "off"}
        {...common}
      />
    );
  }
  if (field.type === "phone") {
    return (
      <input
        className="form-input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={13}
        {...common}
      />
    );
  }
  if (field.type === "date") {
    return (
      <input
        className="form-input form-input--date"
        type="date"
        min={field.min}
        max={field.max}
        {...common}
      />
    );
  }
  return null;
}

function ChoiceInputs({ field, value, disabled, onChange, invalid }: FieldProps & { invalid: boolean }) {
  if (field.type !== "single" && field.type !== "multiple") return null;
  const multiple = field.type === "multiple";
  const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
  return (
    <div className="form-choices">
      {field.options.map((option, n) => {
        const id = n === 0 ? fieldIds(field.key).input : `${fieldIds(field.key).input}-${option.value}`;
        const checked = chosen.includes(option.value);
        return (
          <label key={option.value} className="form-choice" htmlFor={id}>
            <input
              id={id}
              className="form-choice__input"
              type={multiple ? "checkbox" : "radio"}
              name={field.key}
              value={option.value}
              checked={checked}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              onChange={() => {
                if (!multiple) return onChange(field.key, option.value);
                onChange(
                  field.key,
                  checked ? chosen.filter((v) => v !== option.value) : [...chosen, option.value],
                );
              }}
            />
            <span className="form-choice__label">{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
