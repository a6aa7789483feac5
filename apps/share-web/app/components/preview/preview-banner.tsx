import { useI18n } from "../../platform/i18n/use-i18n.ts";

/** The strip on every preview page, so an editor never mistakes a draft for the published page. */
export function PreviewBanner() {
  const { t } = useI18n();
  return (
    <aside className="preview-banner" aria-label={t("platform.preview.label")}>
      <strong className="preview-banner__tag">{t("platform.preview.label")}</strong>
      <span className="preview-banner__text">{t("platform.preview.body")}</span>
    </aside>
  );
}
