import { useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { type A11y, type FieldProps, fieldIds } from "./field-props.ts";

const TYPE_NAMES: Record<string, string> = { "image/jpeg": "JPG", "image/png": "PNG", "image/webp": "WebP" };

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * An image field: the picture is checked here against the field's types and size (the same limits
 * the service applies), then uploaded at once; the entry carries its reference. The picture shown
 * is the service's re-encoded one.
 */
export function ActivityImageField({
  field,
  value,
  disabled,
  activityId,
  onChange,
  onUploading,
  onError,
  a11y,
}: FieldProps & { a11y: A11y }) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const ids = fieldIds(field.key);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (field.type !== "image") return null;
  const types = field.accept.map((type) => TYPE_NAMES[type] ?? type).join("、");
  const pick = async (file: File | undefined) => {
    if (!file || !api) return;
    if (!(field.accept as readonly string[]).includes(file.type)) {
      return onError(field.key, t("activity.image.type", { types }));
    }
    if (file.size > field.max_bytes) {
      return onError(field.key, t("activity.image.size", { size: sizeText(field.max_bytes) }));
    }
    setBusy(true);
    onUploading(field.key, true);
    try {
      const data = await readBase64(file);
      const type = file.type as (typeof field.accept)[number];
      const uploaded = await api.formUpload({ body: { id: activityId, field: field.key, type, data } });
      setPreview(uploaded.image.url);
      onChange(field.key, uploaded.ref);
      onError(field.key, undefined);
    } catch {
      onError(field.key, t("activity.image.failed"));
    } finally {
      setBusy(false);
      onUploading(field.key, false);
    }
  };
  const has = typeof value === "string" && value !== "";
  return (
    <div className="form-upload">
      {has && preview && <img className="form-upload__preview" src={preview} alt={field.label} />}
      <div className="form-upload__actions">
        <input
          id={ids.input}
          className="form-upload__input"
          type="file"
          accept={field.accept.join(",")}
          disabled={disabled || busy}
          {...a11y}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <label className="form-upload__button" htmlFor={ids.input} aria-hidden="true">
          {busy
            ? t("activity.image.uploading")
            : has
              ? t("activity.image.change")
              : t("activity.image.choose")}
        </label>
        {has && !busy && (
          <button
            type="button"
            className="form-upload__remove"
            disabled={disabled}
            onClick={() => {
              setPreview(null);
              onChange(field.key, undefined);
            }}
          >
            {t("activity.image.remove")}
          </button>
        )}
      </div>
      <p className="form-field__hint" id={ids.hint}>
        {field.hint ?? t("activity.image.limit", { types, size: sizeText(field.max_bytes) })}
      </p>
    </div>
  );
}
