/** Plain values of comments, free of zod so the browser bundle can use them at no cost. */

/** The longest comment, in characters (code points). */
export const COMMENT_TEXT_MAX = 500;
/** The most lines one comment may have. */
export const COMMENT_LINES_MAX = 20;
/** Comments a page holds unless asked otherwise, and at most. */
export const COMMENT_PAGE_SIZE = 20;
export const COMMENT_PAGE_MAX = 50;
/** The replies a top-level comment carries in a list: the first ones; the rest are a thread's page. */
export const COMMENT_REPLY_PREVIEW = 3;

/**
 * Spec §4's states a comment can be seen in: `visible` to everyone, or `under_review` (held by the
 * word filter), which only its author is shown.
 */
export const COMMENT_STATES = ["visible", "under_review"] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** How a list is ordered: newest first, or most liked first. */
export const COMMENT_ORDERS = ["new", "hot"] as const;
