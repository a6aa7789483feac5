import { useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { commentItem } from "../comments/comment-item.ts";
import { CommentPanel } from "../comments/comment-panel.tsx";
import commentsCss from "../comments/comments.css?inline";
import sheetCss from "./clip-comments.css?inline";
import type { ClipView } from "./clip-view.ts";

type Props = { clip: ClipView; onClose: () => void };

/**
 * A clip's comments in a sheet over the feed, as the short-video apps show them (a chunk of its own,
 * fetched at the first tap on the comment count): the clip keeps playing above it; the list,
 * paging, replies, posting and likes are the comment section's (comment-panel). A native modal
 * dialog, so focus stays inside, Escape and the close button put it away, and focus goes back to
 * the button that opened it. Put under the body: the feed's scroll and wheel never see its events.
 */
export function ClipComments({ clip, onClose }: Props) {
  const { t } = useI18n();
  const f = useFormat();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Before the panel's own effects: one that puts focus in the composer (back from login) comes after
  // the dialog's opening focus.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected && opener !== document.body) opener.focus();
    };
  }, []);
  const heading = (
    <h2 id={titleId} className="section-title comments__title">
      {t("comments.title")} <span className="comments__total">{f.count(clip.comment_count)}</span>
    </h2>
  );
  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: a tap outside the sheet is a pointer shortcut; Escape and the close button do the same
    <dialog
      ref={ref}
      className="clip-comments"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop (the dialog's own box, outside the sheet) puts it away.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <style>{`${commentsCss}${sheetCss}`}</style>
      <section className="comments clip-comments__sheet">
        <button type="button" className="clip-comments__close round-button" onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t("svideo.closeComments")}</span>
        </button>
        <CommentPanel item={commentItem(clip)} first={undefined} heading={heading} />
      </section>
    </dialog>,
    document.body,
  );
}
