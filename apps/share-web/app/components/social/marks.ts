/**
 * What a visitor has marked on one item and the counts everyone sees (docs/decisions/0051): the
 * page's stored counts first, the visitor's own after hydration, each tap shown at once and put
 * right by the service's answer, or rolled back when it fails.
 */
export type Marks = { liked: boolean; collected: boolean; like_count: number; collect_count: number };
export type MarkKind = "like" | "collect";

/** The item as a social bar knows it. `mp`: a media account's item, marked through its calls. */
export type SocialItem = {
  id: string;
  type: string;
  like_count: number;
  collect_count: number;
  mp: boolean;
};

/** The social bar's view of a page's item: its media account only tells which calls mark it. */
export function socialItem(item: {
  id: string;
  type: string;
  like_count: number;
  collect_count: number;
  mp: unknown;
}): SocialItem {
  const { id, type, like_count, collect_count } = item;
  return { id, type, like_count, collect_count, mp: item.mp !== null && item.mp !== undefined };
}

export const initialMarks = (item: Pick<SocialItem, "like_count" | "collect_count">): Marks => ({
  liked: false,
  collected: false,
  like_count: item.like_count,
  collect_count: item.collect_count,
});

export const isOn = (marks: Marks, kind: MarkKind): boolean =>
  kind === "like" ? marks.liked : marks.collected;

/** The marks as they will be once the service has `kind` set to `on`: shown before it answers. */
export function withMark(marks: Marks, kind: MarkKind, on: boolean): Marks {
  if (isOn(marks, kind) === on) return marks;
  const step = on ? 1 : -1;
  return kind === "like"
    ? { ...marks, liked: on, like_count: Math.max(0, marks.like_count + step) }
    : { ...marks, collected: on, collect_count: Math.max(0, marks.collect_count + step) };
}

/** The service's answer to a like or a collect. */
export type MarkAnswer =
  | { starred: boolean; like_count: number }
  | { collected: boolean; collect_count: number };

/** The service's answer to a like or a collect: its state and count replace the guess. */
export function withAnswer(marks: Marks, answer: MarkAnswer): Marks {
  return "starred" in answer
    ? { ...marks, liked: answer.starred, like_count: answer.like_count }
    : { ...marks, collected: answer.collected, collect_count: answer.collect_count };
}

/** Taps passed to the controller; those made before the controller arrived wait in `pending`. */
export type SocialTaps = {
  pending: MarkKind[];
  controller: { tap: (kind: MarkKind) => void } | null;
};
