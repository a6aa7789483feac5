import { formatDuration } from "@davmu/format";
import { useEffect, useId, useRef, useState } from "react";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useWechatShareData } from "../../platform/share/route-share.ts";
import { withStartTime } from "../../platform/start-time.ts";
import { useRootData } from "../../platform/use-root-data.ts";
import { playedPosition } from "../player/kept-position.ts";
import { canShareNatively, shareLink } from "./share-link.ts";
import sheetCss from "./share-sheet.css?inline";

/**
 * The sheet the share button opens (share-button.tsx), open as it mounts: the page's link (the one
 * its share card carries: the album's episode, the track that plays), shared by the system's sheet
 * or copied; while a video or track has played, "从 1:23 开始分享" (off by default) puts its position
 * on the link (`?t=83`, docs/decisions/0108). Inside WeChat the card shared from WeChat's own menu
 * is left as it is. `onClose`: the sheet was closed (Escape, the backdrop, its button).
 */
export function ShareSheet({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  const card = useWechatShareData(useRootData());
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Where the video or track stands as the sheet opens.
  const [at] = useState(playedPosition);
  const [fromHere, setFromHere] = useState(false);
  const [notice, setNotice] = useState("");
  const link = fromHere && at !== null ? withStartTime(card.link, at) : card.link;
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const close = () => dialog.current?.close();
  const share = async () => {
    const done = await shareLink(card, link);
    setNotice(done === "copied" ? t("shareSheet.copied") : done === "none" ? t("shareSheet.failed") : "");
    if (done === "shared") close();
  };
  const canShare = typeof navigator !== "undefined" && canShareNatively();
  return (
    <>
      {/* The sheet's styles come with its code: the page's first load carries only the button's. */}
      <style>{sheetCss}</style>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the backdrop; keys close it by Escape or the button */}
      <dialog
        ref={dialog}
        className="share-dialog share-sheet"
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={(event) => {
          // A tap on the backdrop (the dialog itself, outside its box) closes it.
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="share-sheet__inner">
          <h2 id={titleId} className="share-dialog__title">
            {t("shareSheet.title")}
          </h2>
          <div className="share-sheet__box">
            <input
              className="share-sheet__link"
              readOnly
              value={link}
              aria-label={t("shareSheet.link")}
              onFocus={(event) => event.currentTarget.select()}
            />
            {at !== null && (
              <label className="share-sheet__from">
                <input
                  type="checkbox"
                  checked={fromHere}
                  onChange={(event) => setFromHere(event.target.checked)}
                />
                <span>{t("shareSheet.fromHere", { time: formatDuration(at) })}</span>
              </label>
            )}
            <p className="share-sheet__notice" role="status">
              {notice}
            </p>
          </div>
          <div className="share-dialog__actions">
            <button type="button" className="share-dialog__button" onClick={close}>
              {t("shareSheet.close")}
            </button>
            <button
              type="button"
              className="share-dialog__button share-dialog__button--confirm"
              onClick={share}
            >
              {canShare ? t("shareSheet.share") : t("shareSheet.copy")}
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
