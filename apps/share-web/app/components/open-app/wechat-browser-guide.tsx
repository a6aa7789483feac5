import { type RefObject, useEffect, useId, useRef } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";

type Props = {
  open: boolean;
  onClose: () => void;
  /** Where focus goes back to on close: the button that opened it (disabled while the tap was handled). */
  returnFocusTo: RefObject<HTMLElement | null>;
};

/**
 * Inside WeChat a page cannot open an app (schemes are blocked; only WeChat's open tag can, and it
 * needs an appid on WeChat's open platform). What WeChat users know instead: the menu at the top
 * right, "···", then "在浏览器打开", where the button works. A modal dialog over the page points
 * there; Escape, the button or a tap anywhere closes it, and focus goes back to where it was.
 */
export function WechatBrowserGuide({ open, onClose, returnFocusTo }: Props) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
    }
  }, [open, returnFocusTo]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop; keys close it by Escape or the button
    <dialog
      ref={ref}
      className="wechat-guide"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap anywhere but the panel's button closes the guide too, as WeChat guides do.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <svg className="wechat-guide__arrow" viewBox="0 0 120 140" aria-hidden="true" focusable="false">
        <path d="M18 132 C 30 70, 62 38, 104 14" />
        <path d="M80 10 L 106 12 L 98 36" />
      </svg>
      <div className="wechat-guide__panel">
        <h2 id={titleId} className="wechat-guide__title">
          {t("share.guide.title")}
        </h2>
        <ol className="wechat-guide__steps">
          <li className="wechat-guide__step">
            <span className="wechat-guide__icon wechat-guide__icon--menu" aria-hidden="true">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="5" cy="12" r="2" />
                <circle cx="12" cy="12" r="2" />
                <circle cx="19" cy="12" r="2" />
              </svg>
            </span>
            {t("share.guide.step1")}
          </li>
          <li className="wechat-guide__step">
            <span className="wechat-guide__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="9" fill="none" strokeWidth="1.8" />
                <path d="M15.5 8.5 L13.2 13.2 L8.5 15.5 L10.8 10.8 Z" />
              </svg>
            </span>
            {t("share.guide.step2")}
          </li>
        </ol>
        <p id={bodyId} className="wechat-guide__body">
          {t("share.guide.body")}
        </p>
        <button type="button" className="wechat-guide__close" onClick={onClose}>
          {t("share.guide.close")}
        </button>
      </div>
    </dialog>
  );
}
