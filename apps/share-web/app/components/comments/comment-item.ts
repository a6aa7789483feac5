/** The item the comments are about. `mp`: a media account's item, commented through its calls. */
export type CommentItem = { id: string; type: string; comment_count: number; mp: boolean };

/** The comment section's view of a page's item: its media account only tells which calls it takes. */
export function commentItem(item: {
  id: string;
  type: string;
  comment_count: number;
  mp: unknown;
}): CommentItem {
  return {
    id: item.id,
    type: item.type,
    comment_count: item.comment_count,
    mp: item.mp !== null && item.mp !== undefined,
  };
}
