import { useEffect, useId, useRef } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

type ShareDialogProps = { open: boolean; message: string; onConfirm: () => void; onCancel: () => void };

/**
 * The share dialog of spec §9 ('提示', '立即前往', '再考虑下'): asks before the visitor leaves the
 * page. A native modal dialog, so focus, Escape and the backdrop behave as the platform does.
 */
export function ShareDialog({ open, message, onConfirm, onCancel }: ShareDialogProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="share-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId} className="share-dialog__title">
        {t("share.dialog.title")}
      </h2>
      <p id={bodyId} className="share-dialog__body">
        {message}
      </p>
      <div className="share-dialog__actions">
        <button type="button" className="share-dialog__button" onClick={onCancel}>
          {t("share.dialog.cancel")}
        </button>
        <button
          type="button"
          className="share-dialog__button share-dialog__button--confirm"
          onClick={onConfirm}
        >
          {t("share.dialog.confirm")}
        </button>
      </div>
    </dialog>
  );
}
