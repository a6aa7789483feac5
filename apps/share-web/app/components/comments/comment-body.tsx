import type { Reply } from "@davmu/contract/client";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { TimeSince } from "../content/time-since.tsx";
import { Icon } from "../icons/icon.tsx";
import type { ReplyTarget } from "./comment-draft.ts";
import type { ShownComment } from "./thread-state.ts";

/** One comment or reply: who, to whom, the text (as text), its time, and its reply and like buttons. */
export function CommentBody({
  comment,
  onLike,
  onReply,
}: {
  comment: ShownComment | Reply;
  onLike: (c: Reply) => void;
  onReply: (to: ReplyTarget) => void;
}) {
  const { t } = useI18n();
  const f = useFormat();
  const pending = "pending" in comment && comment.pending;
  return (
    <article className="comment__body" aria-busy={pending || undefined}>
      <img
        className="comment__avatar"
        src={comment.user.avatar}
        alt=""
        width={36}
        height={36}
        loading="lazy"
      />
      <div className="comment__main">
        <p className="comment__who">
          <span className="comment__name">{comment.user.nickname}</span>
          {comment.reply_to && (
            <span className="comment__to">
              {" "}
              {t("comments.replyTo", { name: comment.reply_to.user.nickname })}
            </span>
          )}
        </p>
        {/* Text only: the comment is never read as HTML. */}
        <p className="comment__text">{comment.text}</p>
        {comment.state === "under_review" && <p className="comment__review">{t("comments.review")}</p>}
        <p className="comment__meta">
          {pending ? <span>{t("comments.sending")}</span> : <TimeSince time={comment.created_at} />}
          {!pending && comment.state === "visible" && (
            <button
              type="button"
              className="comment__reply"
              onClick={() =>
                onReply({ id: comment.id, root_id: comment.root_id, name: comment.user.nickname })
              }
            >
              {t("comments.reply")}
            </button>
          )}
          {!pending && comment.state === "visible" && (
            <button
              type="button"
              className="comment__like"
              aria-pressed={comment.liked}
              onClick={() => onLike(comment)}
            >
              {/* The name is the visible count after what it counts: "赞 某某 的评论 10". */}
              <span className="visually-hidden">{t("comments.like", { name: comment.user.nickname })}</span>
              <Icon
                d="M12 20.3 4.7 13.2a4.6 4.6 0 0 1 0-6.6 4.7 4.7 0 0 1 6.6 0l.7.7.7-.7a4.7 4.7 0 0 1 6.6 0 4.6 4.6 0 0 1 0 6.6z"
                size={16}
                line={1.8}
                round="none"
                filled={comment.liked}
              />
              <span>{comment.like_count > 0 ? f.count(comment.like_count) : ""}</span>
            </button>
          )}
        </p>
      </div>
    </article>
  );
}
