import type { Comment, Reply } from "@davmu/contract";
import type { Presenter } from "../../presenter.ts";
import { toUserBrief } from "../accounts/present.ts";
import type { CommentRow } from "./queries.ts";

export function toReply(p: Presenter, row: CommentRow, liked: ReadonlySet<number>): Reply {
  // A reply to the thread's top comment answers the thread; only a reply to a reply names whom.
  const answers =
    row.parent_id !== null && row.parent_id !== row.root_id && row.parent_user_id !== null
      ? {
          id: p.ids.encode(row.parent_id),
          user: toUserBrief(p, {
            id: row.parent_user_id,
            nickname: row.parent_nickname!,
            avatar: row.parent_avatar,
          }),
        }
      : null;
  return {
    id: p.ids.encode(row.id),
    root_id: row.root_id === null ? null : p.ids.encode(row.root_id),
    user: toUserBrief(p, { id: row.user_id, nickname: row.nickname, avatar: row.avatar }),
    text: row.body,
    created_at: row.created_at,
    like_count: row.like_count,
    liked: liked.has(row.id),
    state: row.held ? "under_review" : "visible",
    reply_to: answers,
  };
}

export function toComment(
  p: Presenter,
  row: CommentRow,
  thread: { replies: CommentRow[]; replyCount: number; liked: ReadonlySet<number> },
): Comment {
  return {
    ...toReply(p, row, thread.liked),
    reply_count: thread.replyCount,
    replies: thread.replies.map((r) => toReply(p, r, thread.liked)),
  };
}
