import {
  COMMENT_TEXT_MAX,
  type CommentPage,
  type Comment as CommentType,
  type Reply,
} from "@davmu/contract/client";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useHeldTapsReplayed } from "../../platform/hydration/part-taps.ts";
import { useFormat } from "../../platform/i18n/use-format.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useLoginGate, usePendingAction, useSession } from "../../platform/session/use-session.ts";
import { setGlobal, useGlobalStore } from "../../platform/store.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { TimeSince } from "../content/time-since.tsx";
import type { CommentItem } from "./comment-item.ts";
import {
  appendPage,
  type FailedPost,
  insertPost,
  type LikeMark,
  pendingComment,
  postClientId,
  refreshShown,
  type ShownComment,
  settlePost,
  textLength,
  withLike,
  withLikes,
  withOwnPosts,
} from "./thread-state.ts";

type Order = "new" | "hot";
const PAGE_SIZE = 10;
/** The draft kept through the trip to /auth (session storage): the text and whom it answers. */
const DRAFT_KEY = "davmu.comment-draft";

type Draft = { text: string; replyTo: { id: string; root_id: string | null; name: string } | null };

function readDraft(itemId: string): Draft | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? "null") as
      | (Draft & { item: string })
      | null;
    return stored && stored.item === itemId ? { text: stored.text, replyTo: stored.replyTo } : null;
  } catch {
    return null;
  }
}

function keepDraft(itemId: string, draft: Draft | null): void {
  try {
    if (draft) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, item: itemId }));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Without storage the draft lives as long as the page.
  }
}

/** The service's refusal of a post, in the visitor's words. */
function postProblem(
  error: unknown,
): "comments.error.rate" | "comments.error.invalid" | "comments.error.failed" {
  const status = (error as { status?: number } | null)?.status;
  if (status === 429) return "comments.error.rate";
  if (status === 400) return "comments.error.invalid";
  return "comments.error.failed";
}

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
  const api = useBrowserApi();
  const user = useSession();
  const gate = useLoginGate();
  const [list, setList] = useState<ShownComment[]>(() => first?.list ?? []);
  const [failed, setFailed] = useState(first === null);
  /** Opened without a first page: it is on its way. */
  const [waiting, setWaiting] = useState(first === undefined);
  const [order, setOrder] = useState<Order>("new");
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(first?.has_more ?? false);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState("");
  const text = useGlobalStore((s) => s.commentTemp);
  const [replyTo, setReplyTo] = useState<Draft["replyTo"]>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  /** Whether the list holds the browser's whole first page (the server's held a few). */
  const fullFirst = useRef(false);
  /** The likes set on this page, kept over every list that comes after them. */
  const likes = useRef(new Map<string, LikeMark>());
  /** The visitor's own posts of this page (pending, then as saved), kept over every list that comes. */
  const own = useRef<ShownComment[]>([]);
  /** The last post that failed, whose id an unchanged retry keeps (postClientId). */
  const failedPost = useRef<FailedPost | null>(null);
  /** A list the service sent, as this visitor sees it on this page: their likes and their posts. */
  const asSeen = useCallback(
    (l: ShownComment[]) => withOwnPosts(withLikes(l, likes.current), own.current),
    [],
  );
  const markLike = useCallback((id: string, liked: boolean, count?: number) => {
    likes.current.set(id, { liked, count });
    setList((l) => withLike(l, id, liked, count));
  }, []);
  const ids = useId();

  const load = useCallback(
    async (pageindex: number, sort: Order, replace: boolean) => {
      if (!api) return;
      setLoading(true);
      try {
        const next = await api.commentList({
          params: { id: item.id },
          query: { pageindex, pagesize: PAGE_SIZE, order: sort },
        });
        setList((shown) => asSeen(replace ? next.list : appendPage(shown, next)));
        if (replace) fullFirst.current = true;
        setWaiting(false);
        setHasMore(next.has_more);
        setPage(pageindex);
        setFailed(false);
      } catch {
        if (replace) setFailed(true);
        else setNotice(t("comments.failed"));
      } finally {
        setLoading(false);
      }
    },
    [api, item.id, t, asSeen],
  );

  // Once hydrated: the comments shown as this visitor sees them (their likes, their own comments under
  // review). The rest of the page and the replies come when asked for: nothing moves under the reader.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a login asks again, as the visitor now sees it
  useEffect(() => {
    if (!api) return;
    let live = true;
    api
      .commentList({ params: { id: item.id }, query: { pageindex: 1, pagesize: PAGE_SIZE, order: "new" } })
      .then((page) => {
        if (!live) return;
        if (first === undefined && !fullFirst.current) {
          // The panel's own first page: shown as it is.
          fullFirst.current = true;
          setList(asSeen(page.list));
          setHasMore(page.has_more);
        } else {
          setList((shown) => asSeen(refreshShown(shown, page)));
          setHasMore((more) => more || page.has_more || page.list.length > (first?.list.length ?? 0));
        }
        setFailed(false);
        setWaiting(false);
      })
      .catch(() => {
        // Opened without a first page and none came: the retry (a page's first comments stay).
        if (!live || first !== undefined || fullFirst.current) return;
        setWaiting(false);
        setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [api, user, item.id]);

  const more = () => {
    // Until the full first page has come, the next is the first page of the browser's size.
    if (!loading)
      void load(fullFirst.current ? page + 1 : 1, order, false).then(() => {
        fullFirst.current = true;
      });
  };

  const sort = (next: Order) => {
    if (next === order) return;
    setOrder(next);
    void load(1, next, true);
  };

  const setText = (value: string) => setGlobal({ commentTemp: value });

  /** Opens the composer (answering `to`, if given); logged out, keeps the draft and goes to log in. */
  const compose = (to: Draft["replyTo"]) => {
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

  // Back from /auth after tapping a comment's like: it is liked (set, not toggled).
  usePendingAction("comment-like", ({ id }) => {
    if (!api || !id) return;
    (item.mp ? api.mpStar : api.star)({ body: { id, type: "star", target: "comment" } }).then(
      (answer) => markLike(id, answer.starred, answer.like_count),
      () => setNotice(t("comments.error.failed")),
    );
  });

  const length = textLength(text);
  const tooLong = length > COMMENT_TEXT_MAX;

  const post = async () => {
    if (!api || length === 0 || tooLong) return;
    if (!user) {
      compose(replyTo);
      return;
    }
    const tempId = `pending-${Date.now()}`;
    const answering = replyTo
      ? (list.find((c) => c.id === replyTo.id) ??
        list.flatMap((c) => c.replies).find((r) => r.id === replyTo.id) ??
        null)
      : null;
    const shown = pendingComment(tempId, text.trim(), user, Math.floor(Date.now() / 1000), answering);
    own.current = [...own.current, shown];
    setList((l) => insertPost(l, shown));
    const sent = text;
    const clientId = postClientId(failedPost.current, sent, replyTo?.id ?? null);
    setText("");
    setReplyTo(null);
    setNotice("");
    try {
      const body = { text: sent, client_id: clientId, ...(replyTo ? { reply_to: replyTo.id } : {}) };
      const saved = await (item.mp ? api.mpCommentPost : api.commentPost)({ params: { id: item.id }, body });
      failedPost.current = null;
      own.current = own.current.map((p) => (p.id === tempId ? { ...p, ...saved, pending: false } : p));
      setList((l) => settlePost(l, tempId, saved));
      if (saved.state === "under_review") setNotice(t("comments.held"));
    } catch (error) {
      // Sent again unchanged, it keeps this id: it may have been saved with only the answer lost.
      failedPost.current = { text: sent, replyTo: replyTo?.id ?? null, clientId };
      own.current = own.current.filter((p) => p.id !== tempId);
      setList((l) => settlePost(l, tempId, null));
      setText(sent);
      setReplyTo(replyTo);
      setNotice(t(postProblem(error)));
    }
  };

  const like = async (target: Reply) => {
    if (!api || target.id.startsWith("pending-")) return;
    if (!gate("comment-like", { id: target.id })) return;
    const on = !target.liked;
    markLike(target.id, on);
    try {
      const answer = await (item.mp ? api.mpStar : api.star)({
        body: { id: target.id, type: on ? "star" : "unstar", target: "comment" },
      });
      markLike(target.id, answer.starred, answer.like_count);
    } catch {
      markLike(target.id, target.liked, target.like_count);
      setNotice(t("comments.error.failed"));
    }
  };

  const expand = async (root: CommentType) => {
    if (!api) return;
    const shown = root.replies.filter((r) => !r.id.startsWith("pending-")).length;
    const pageindex = Math.floor(shown / PAGE_SIZE) + 1;
    try {
      const thread = await api.commentThread({
        params: { id: item.id, cid: root.id },
        query: { pageindex, pagesize: PAGE_SIZE },
      });
      setList((l) =>
        l.map((c) => {
          if (c.id !== root.id) return c;
          const seen = new Set(c.replies.map((r) => r.id));
          return { ...c, replies: [...c.replies, ...thread.list.filter((r) => !seen.has(r.id))] };
        }),
      );
    } catch {
      setNotice(t("comments.failed"));
    }
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
              onClick={() => sort(o)}
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
          void post();
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
          <button type="button" className="comments__retry" onClick={() => void load(1, order, true)}>
            {t("comments.retry")}
          </button>
        </p>
      ) : list.length === 0 ? (
        <p className="comments__note">{t("comments.empty")}</p>
      ) : (
        <ol className="comments__list">
          {list.map((c) => (
            <li key={c.id} className="comment">
              <CommentBody comment={c} onLike={like} onReply={(r) => compose(r)} />
              {c.replies.length > 0 && (
                <ol className="comment__replies">
                  {c.replies.map((r) => (
                    <li key={r.id} className="comment comment--reply">
                      <CommentBody comment={r} onLike={like} onReply={(x) => compose(x)} />
                    </li>
                  ))}
                </ol>
              )}
              {c.reply_count > c.replies.length && (
                <button type="button" className="comment__more-replies" onClick={() => void expand(c)}>
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
        <button type="button" className="comments__more" onClick={more} aria-busy={loading}>
          {loading ? t("comments.loading") : t("comments.more")}
        </button>
      )}
      {!waiting && !failed && !hasMore && list.length > 0 && (
        <p className="comments__end">{t("comments.end")}</p>
      )}
    </>
  );
}

function CommentBody({
  comment,
  onLike,
  onReply,
}: {
  comment: ShownComment | Reply;
  onLike: (c: Reply) => void;
  onReply: (to: Draft["replyTo"]) => void;
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
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path
                  d="M12 20.3 4.7 13.2a4.6 4.6 0 0 1 0-6.6 4.7 4.7 0 0 1 6.6 0l.7.7.7-.7a4.7 4.7 0 0 1 6.6 0 4.6 4.6 0 0 1 0 6.6z"
                  fill={comment.liked ? "currentColor" : "none"}
                  stroke="currentColor"
                  strokeWidth="1.8"
                />
              </svg>
              <span>{comment.like_count > 0 ? f.count(comment.like_count) : ""}</span>
            </button>
          )}
        </p>
      </div>
    </article>
  );
}
