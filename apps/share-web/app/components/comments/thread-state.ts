import type { Comment, CommentPage, Reply } from "@davmu/contract/client";

/**
 * The comments a page shows (docs/decisions/0052): pages as they load, the visitor's own posts
 * first (shown at once, then as the service answered), and likes as tapped. Pure functions, so the
 * rules are tested apart from the screen.
 */
export type ShownComment = Comment & { pending?: boolean };

/** Adds a page, keeping the order and skipping a comment that is there already (a new post moves pages). */
export function appendPage(list: readonly ShownComment[], page: Pick<CommentPage, "list">): ShownComment[] {
  const seen = new Set(list.map((c) => c.id));
  return [...list, ...page.list.filter((c) => !seen.has(c.id))];
}

/**
 * The comments shown, as the visitor sees them now (their likes, counts), from the first page asked
 * again; the visitor's own comments under review go on top. Nothing else is added and the replies
 * shown stay: a section that grew by itself would push what the reader is looking at away.
 */
export function refreshShown(
  list: readonly ShownComment[],
  first: Pick<CommentPage, "list">,
): ShownComment[] {
  const fresh = new Map(first.list.map((c) => [c.id, c]));
  const shown = new Set(list.map((c) => c.id));
  const own = first.list.filter((c) => c.state === "under_review" && !shown.has(c.id));
  return [
    ...own,
    ...list.map((c) => {
      const now = fresh.get(c.id);
      return now && !c.pending ? { ...now, replies: c.replies } : c;
    }),
  ];
}

/** A post shown before the service answers: a temporary id, the visitor as its author. */
export function pendingComment(
  tempId: string,
  text: string,
  user: { id: string; nickname: string; avatar: string },
  nowSeconds: number,
  replyTo: ShownComment | Reply | null,
): ShownComment {
  return {
    id: tempId,
    root_id: replyTo ? (replyTo.root_id ?? replyTo.id) : null,
    user,
    text,
    created_at: nowSeconds,
    like_count: 0,
    liked: false,
    state: "visible",
    reply_to: replyTo?.root_id ? { id: replyTo.id, user: replyTo.user } : null,
    reply_count: 0,
    replies: [],
    pending: true,
  };
}

/** Puts a post in its place: a comment on top, a reply at the end of its thread's shown replies. */
export function insertPost(list: readonly ShownComment[], post: ShownComment): ShownComment[] {
  if (!post.root_id) return [post, ...list];
  return list.map((c) =>
    c.id === post.root_id ? { ...c, reply_count: c.reply_count + 1, replies: [...c.replies, post] } : c,
  );
}

/** Replaces the shown post `tempId` with the service's (or removes it when `saved` is null). */
export function settlePost(
  list: readonly ShownComment[],
  tempId: string,
  saved: ShownComment | Reply | null,
): ShownComment[] {
  const swap = <T extends Reply>(items: readonly T[]): T[] =>
    saved === null
      ? items.filter((c) => c.id !== tempId)
      : items.map((c) => (c.id === tempId ? ({ ...c, ...saved, pending: false } as T) : c));
  return swap(list).map((c) => {
    if (!c.replies.some((r) => r.id === tempId)) return c;
    const replies = swap(c.replies);
    return { ...c, replies, reply_count: saved === null ? Math.max(0, c.reply_count - 1) : c.reply_count };
  });
}

/**
 * The visitor's own posts of this page over a list the service sent: a list asked for before a
 * post was saved (the page's first list after hydration, a sort) does not hold it, or holds its
 * comment with the reply counted but not shown. Each post stays where it was put: a comment on
 * top, a reply under its comment (a pending one counted once more, as the service has not yet).
 */
export function withOwnPosts(list: readonly ShownComment[], own: readonly ShownComment[]): ShownComment[] {
  const ids = new Set(list.flatMap((c) => [c.id, ...c.replies.map((r) => r.id)]));
  const missing = own.filter((p) => !ids.has(p.id));
  if (missing.length === 0) return list as ShownComment[];
  const comments = missing.filter((p) => !p.root_id);
  const out = [...comments.reverse(), ...list];
  return out.map((c) => {
    const replies = missing.filter((p) => p.root_id === c.id);
    if (replies.length === 0) return c;
    const pending = replies.filter((r) => r.pending).length;
    const shown = [...c.replies, ...replies];
    return { ...c, replies: shown, reply_count: Math.max(c.reply_count + pending, shown.length) };
  });
}

/** A comment's or reply's like, wherever it is shown. */
export function withLike(
  list: readonly ShownComment[],
  id: string,
  liked: boolean,
  count?: number,
): ShownComment[] {
  const set = <T extends Reply>(c: T): T =>
    c.id === id
      ? {
          ...c,
          liked,
          like_count: count ?? Math.max(0, c.like_count + (liked === c.liked ? 0 : liked ? 1 : -1)),
        }
      : c;
  return list.map((c) => ({ ...set(c), replies: c.replies.map(set) }));
}

/** A like this visitor set on the page: the service's answer, or the tap before it. */
export type LikeMark = { liked: boolean; count?: number };

/**
 * The likes this visitor set on the page, over a list the service sent: a list asked for before a
 * like was answered (the page's refresh after login, a page of comments) must not take it back.
 */
export function withLikes(
  list: readonly ShownComment[],
  marks: ReadonlyMap<string, LikeMark>,
): ShownComment[] {
  let out = list as ShownComment[];
  for (const [id, mark] of marks) out = withLike(out, id, mark.liked, mark.count);
  return out;
}

/** Characters as the service counts them: code points, so an emoji is one. */
export const textLength = (text: string): number => [...text.trim()].length;

/** A post that failed: what it said, whom it answered, and the id it was sent with. */
export type FailedPost = { text: string; replyTo: string | null; clientId: string };

/**
 * The client id a post is sent with (the contract's CommentClientIdSchema). The same text sent to
 * the same place again after a failure keeps the failed post's id: when only the answer was lost,
 * the service finds the comment it saved instead of saving a second one. Anything else is a new post.
 */
export function postClientId(
  failed: FailedPost | null,
  text: string,
  replyTo: string | null,
  fresh: () => string = newClientId,
): string {
  return failed && failed.text === text && failed.replyTo === replyTo ? failed.clientId : fresh();
}

/** 16 URL-safe characters from 96 random bits (getRandomValues works on plain http too, randomUUID does not). */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_");
}
