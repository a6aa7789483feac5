import type { CommentPage, Comment as CommentType, Reply } from "@davmu/contract/client";
import { useCallback, useRef, useState } from "react";
import { useOptimisticMarks } from "../../platform/data/use-optimistic-marks.ts";
import { usePagedList } from "../../platform/data/use-paged-list.ts";
import { useServiceEffect } from "../../platform/data/use-service-effect.ts";
import { useI18n } from "../../platform/i18n/use-i18n.ts";
import { useLoginGate, usePendingAction, useSession } from "../../platform/session/use-session.ts";
import { useBrowserApi } from "../../platform/use-browser-api.ts";
import { postProblem, type ReplyTarget } from "./comment-draft.ts";
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
  withLike,
  withLikes,
  withOwnPosts,
} from "./thread-state.ts";

export type Order = "new" | "hot";
const PAGE_SIZE = 10;

/**
 * A comment section's data (docs/decisions/0052) on the browser's data layer: the comments a page
 * at a time in either order, the visitor's likes (shown at once, kept over every list that comes),
 * their posts (pending, then as saved or taken back), and the replies of a thread when asked for.
 * `first` is what the page's HTML held (null: the server could not read it; undefined: the panel
 * opened without it and asks itself).
 */
export function useCommentThread(item: CommentItem, first: CommentPage | null | undefined) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const user = useSession();
  const gate = useLoginGate();
  const [order, setOrder] = useState<Order>("new");
  const [notice, setNotice] = useState("");
  /** The likes set on this page, kept over every list that comes after them. */
  const likes = useRef(new Map<string, LikeMark>());
  /** The visitor's own posts of this page (pending, then as saved), kept over every list that comes. */
  const own = useRef<ShownComment[]>([]);
  /** The last post that failed, whose id an unchanged retry keeps (postClientId). */
  const failedPost = useRef<FailedPost | null>(null);
  const marks = useOptimisticMarks<string>();
  /** A list the service sent, as this visitor sees it on this page: their likes and their posts. */
  const asSeen = useCallback(
    (l: ShownComment[]) => withOwnPosts(withLikes(l, likes.current), own.current),
    [],
  );
  const pages = (sort: Order) => (pageindex: number) =>
    api
      ? api.commentList({ params: { id: item.id }, query: { pageindex, pagesize: PAGE_SIZE, order: sort } })
      : Promise.reject(new Error("comments are read once the page is hydrated"));
  // The page's HTML held a preview (page 0): the first "more" asks for page 1, leaving out those shown.
  const comments = usePagedList<ShownComment>({
    first: { list: first?.list ?? [], hasMore: first?.has_more ?? false, page: 0 },
    fetchPage: pages(order),
    append: appendPage,
    view: asSeen,
  });
  const { update } = comments;
  const setList = useCallback(
    (change: (l: ShownComment[]) => ShownComment[]) => update((s) => ({ ...s, list: change(s.list) })),
    [update],
  );

  // Once hydrated: the comments shown as this visitor sees them (their likes, their own comments under
  // review). The rest of the page and the replies come when asked for: nothing moves under the reader.
  // A login asks again, as the visitor now sees it.
  useServiceEffect(
    (api, alive) => {
      // Nothing shown yet (opened without a first page, or the server could not read it): page 1.
      if (!first && comments.page === 0) {
        void comments.reload();
        return;
      }
      api
        .commentList({ params: { id: item.id }, query: { pageindex: 1, pagesize: PAGE_SIZE, order: "new" } })
        .then((page) => {
          if (!alive()) return;
          update((s) => ({
            ...s,
            list: asSeen(refreshShown(s.list, page)),
            hasMore: s.hasMore || page.has_more || page.list.length > (first?.list.length ?? 0),
          }));
        })
        .catch(() => {
          // The comments shown stay.
        });
    },
    [user, item.id],
  );

  const more = () => {
    if (!comments.loading) void comments.more().then((ok) => ok || setNotice(t("comments.failed")));
  };

  const sort = (next: Order) => {
    if (next === order) return;
    setOrder(next);
    void comments.reload(pages(next));
  };

  const markLike = (id: string, liked: boolean, count?: number) => {
    likes.current.set(id, { liked, count });
    setList((l) => withLike(l, id, liked, count));
  };
  const sendLike = (id: string, on: boolean, show: () => void, undo: () => void) => {
    if (!api) return;
    void marks.mark(id, {
      show,
      send: () =>
        (item.mp ? api.mpStar : api.star)({ body: { id, type: on ? "star" : "unstar", target: "comment" } }),
      settle: (answer) => markLike(id, answer.starred, answer.like_count),
      undo: () => {
        undo();
        setNotice(t("comments.error.failed"));
      },
    });
  };

  /** A tap on a comment's like: shown at once, then as the service answers (logged out: to /auth). */
  const like = (target: Reply) => {
    if (target.id.startsWith("pending-") || !gate("comment-like", { id: target.id })) return;
    const on = !target.liked;
    sendLike(
      target.id,
      on,
      () => markLike(target.id, on),
      () => markLike(target.id, target.liked, target.like_count),
    );
  };

  // Back from /auth after tapping a comment's like: it is liked (set, not toggled).
  usePendingAction("comment-like", ({ id }) => {
    if (id)
      sendLike(
        id,
        true,
        () => {},
        () => {},
      );
  });

  /** Posts `text` (answering `replyTo`): shown at once, then as saved; on failure the text comes back. */
  const post = async (
    text: string,
    replyTo: ReplyTarget | null,
    restore: (text: string, to: ReplyTarget | null) => void,
  ) => {
    if (!api || !user) return;
    const tempId = `pending-${Date.now()}`;
    const list = comments.list;
    const answering = replyTo
      ? (list.find((c) => c.id === replyTo.id) ??
        list.flatMap((c) => c.replies).find((r) => r.id === replyTo.id) ??
        null)
      : null;
    const shown = pendingComment(tempId, text.trim(), user, Math.floor(Date.now() / 1000), answering);
    own.current = [...own.current, shown];
    setList((l) => insertPost(l, shown));
    const clientId = postClientId(failedPost.current, text, replyTo?.id ?? null);
    setNotice("");
    try {
      const body = { text, client_id: clientId, ...(replyTo ? { reply_to: replyTo.id } : {}) };
      const saved = await (item.mp ? api.mpCommentPost : api.commentPost)({ params: { id: item.id }, body });
      failedPost.current = null;
      own.current = own.current.map((p) => (p.id === tempId ? { ...p, ...saved, pending: false } : p));
      setList((l) => settlePost(l, tempId, saved));
      if (saved.state === "under_review") setNotice(t("comments.held"));
    } catch (error) {
      // Sent again unchanged, it keeps this id: it may have been saved with only the answer lost.
      failedPost.current = { text, replyTo: replyTo?.id ?? null, clientId };
      own.current = own.current.filter((p) => p.id !== tempId);
      setList((l) => settlePost(l, tempId, null));
      restore(text, replyTo);
      setNotice(t(postProblem(error)));
    }
  };

  /** The next replies of a thread, after those shown. */
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

  return {
    list: comments.list,
    hasMore: comments.hasMore,
    loading: comments.loading,
    /** The first comments could not be read (the server's or the browser's ask): a retry is offered. */
    failed: comments.failed === "first" || (first === null && comments.page === 0),
    /** Opened without a first page: it is on its way. */
    waiting: first === undefined && comments.page === 0 && comments.failed === null,
    retry: () => void comments.reload(pages(order)),
    order,
    notice,
    more,
    sort,
    like,
    post,
    expand,
  };
}
