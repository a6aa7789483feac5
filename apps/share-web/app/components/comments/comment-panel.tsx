import { COMMENT_TEXT_MAX, type CommentPage } from "@davmu/contract/client";
import { type ReactNode, useId, useRef, useState } from "react";
import { useHeldTapsReplayed } from "../../platform/hydration/part-taps.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useLoginGate, usePendingAction, useSession } from "../../platform/session/use-session.ts";
import { setGlobal, useGlobalStore } from "../../platform/store.ts";
import { CommentBody } from "./comment-body.tsx";
import { keepDraft, type ReplyTarget, readDraft } from "./comment-draft.ts";
import type { CommentItem } from "./comment-item.ts";
import { textLength } from "./thread-state.ts";
import { useCommentThread } from "./use-comment-thread.ts";

type Props = {
  item: CommentItem;
  /**
   * The first comments as the page's HTML held them; null when the server could not read them;
   * undefined when the panel opens without them (the short-video feed's sheet) and asks itself.
   */
  first: CommentPage | null | undefined;
  heading: ReactNode;
};

/** The comment section's behaviour and its list (a chunk of its own, hydrated after idle). */
export function CommentPanel({ item, first, heading }: Props) {
  const { t } = useI18n();
  const user = useSession();
  const gate = useLoginGate();
  const thread = useCommentThread(item, first);
  const { list, hasMore, loading, failed, waiting, order, notice } = thread;
  const text = useGlobalStore((s) => s.commentTemp);
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const ids = useId();

  const setText = (value: string) => setGlobal({ commentTemp: value });

  /** Opens the composer (answering `to`, if given); logged out, keeps the draft and goes to log in. */
  const compose = (to: ReplyTarget | null) => {
    setReplyTo(to);
    if (!gate("comment")) {
      keepDraft(item.id, { text, replyTo: to });
      return;
    }
    field.current?.focus();
  };

  // Back from /auth: the composer is open again with the draft (posting waits for the visitor's tap).
  usePendingAction("comment", () => {
    const draft = readDraft(item.id);
    keepDraft(item.id, null);
    if (draft) {
      setGlobal({ commentTemp: draft.text });
      setReplyTo(draft.replyTo);
    }
    field.current?.scrollIntoView({ block: "center" });
    field.current?.focus();
  });

  const length = textLength(text);
  const tooLong = length > COMMENT_TEXT_MAX;

  const post = () => {
    if (length === 0 || tooLong) return;
    if (!user) {
      compose(replyTo);
      return;
    }
    setText("");
    setReplyTo(null);
    void thread.post(text, replyTo, (sent, to) => {
      setText(sent);
      setReplyTo(to);
    });
  };

  // A tap on the section's buttons while they were still the server's HTML (part-taps.ts).
  useHeldTapsReplayed("comments");

  return (
    <>
      <div className="comments__head">
        {heading}
        <div className="comments__sort" role="group" aria-label={t("comments.sort")}>
          {(["new", "hot"] as const).map((o) => (
            <button
              key={o}
              type="button"
              className="comments__sort-button"
              aria-pressed={order === o}
              onClick={() => thread.sort(o)}
            >
              {t(o === "new" ? "comments.sort.new" : "comments.sort.hot")}
            </button>
          ))}
        </div>
      </div>
      <form
        className="comments__composer"
        onSubmit={(e) => {
          e.preventDefault();
          post();
        }}
      >
        {replyTo && (
          <p className="comments__replying">
            <span>{t("comments.replyTo", { name: replyTo.name })}</span>
            <button type="button" className="comments__cancel" onClick={() => setReplyTo(null)}>
              {t("comments.cancelReply")}
            </button>
          </p>
        )}
        {user ? (
          <>
            <label className="visually-hidden" htmlFor={`${ids}-text`}>
              {t("comments.composer")}
            </label>
            <textarea
              ref={field}
              id={`${ids}-text`}
              className="comments__field"
              rows={3}
              placeholder={t("comments.placeholder")}
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={tooLong}
              aria-describedby={`${ids}-count`}
            />
            <div className="comments__composer-foot">
              <span
                id={`${ids}-count`}
                className={`comments__counter${tooLong ? " comments__counter--over" : ""}`}
              >
                {tooLong ? t("comments.tooLong", { n: COMMENT_TEXT_MAX }) : `${length}/${COMMENT_TEXT_MAX}`}
              </span>
              <button type="submit" className="comments__send" aria-disabled={length === 0 || tooLong}>
                {t("comments.send")}
              </button>
            </div>
          </>
        ) : (
          // Logged out, the composer is a button to the login page: a tab onto it never navigates.
          <button type="button" className="comments__field comments__login" onClick={() => compose(replyTo)}>
            {t("comments.placeholder.login")}
          </button>
        )}
      </form>
      <p className="comments__notice" role="status">
        {notice}
      </p>
      {waiting ? (
        <p className="comments__note">{t("comments.loading")}</p>
      ) : failed ? (
        <p className="comments__note">
          {t("comments.failed")}{" "}
          <button type="button" className="comments__retry" onClick={thread.retry}>
            {t("comments.retry")}
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="comments__note">{t("comments.empty")}</p>
      ) : (
        <ol className="comments__list">
          {list.map((c) => (
            <li key={c.id} className="comment">
              <CommentBody comment={c} onLike={thread.like} onReply={(r) => compose(r)} />
              {c.replies.length > 0 && (
                <ol className="comment__replies">
                  {c.replies.map((r) => (
                    <li key={r.id} className="comment comment--reply">
                      <CommentBody comment={r} onLike={thread.like} onReply={(x) => compose(x)} />
                    </li>
                  ))}
                </ol>
              )}
              {c.reply_count > c.replies.length && (
                <button type="button" className="comment__more-replies" onClick={() => void thread.expand(c)}>
                  {c.replies.length === 0
                    ? t("comments.replies", { n: c.reply_count })
                    : t("comments.replies.more")}
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {!waiting && !failed && hasMore && (
        <button type="button" className="comments__more" onClick={thread.more} aria-busy={loading}>
          {loading ? t("comments.loading") : t("comments.more")}
        </button>
      )}
      {!waiting && !failed && !hasMore && list.length > 0 && (
        <p className="comments__end">{t("comments.end")}</p>
      )}
    </>
  );
}
