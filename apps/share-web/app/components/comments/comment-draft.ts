import { json, kept } from "../../platform/data/kept.ts";

/** Whom a comment answers: the comment or reply, its thread, and the name the composer shows. */
export type ReplyTarget = { id: string; root_id: string | null; name: string };

/** A comment being written: its text and whom it answers. */
export type Draft = { text: string; replyTo: ReplyTarget | null };

type KeptDraft = Draft & { item: string };

function isTarget(value: unknown): value is ReplyTarget {
  const v = value as ReplyTarget | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.id === "string" &&
    typeof v.name === "string" &&
    (v.root_id === null || typeof v.root_id === "string")
  );
}

/** The draft kept through the trip to /auth (session storage): the text, whom it answers, and on what. */
const stored = kept<KeptDraft>(
  "session",
  "davmu.comment-draft",
  json((value) => {
    const v = value as KeptDraft | null;
    return typeof v === "object" &&
      v !== null &&
      typeof v.item === "string" &&
      typeof v.text === "string" &&
      (v.replyTo === null || isTarget(v.replyTo))
      ? v
      : null;
  }),
);

/** The draft kept for this item, if any. */
export function readDraft(itemId: string): Draft | null {
  const draft = stored.read();
  return draft && draft.item === itemId ? { text: draft.text, replyTo: draft.replyTo } : null;
}

/** Keeps the draft for this item (null forgets it). */
export function keepDraft(itemId: string, draft: Draft | null): void {
  stored.write(draft && { ...draft, item: itemId });
}

/** The service's refusal of a post, in the visitor's words. */
export function postProblem(
  error: unknown,
): "comments.error.rate" | "comments.error.invalid" | "comments.error.failed" {
  const status = (error as { status?: number } | null)?.status;
  if (status === 429) return "comments.error.rate";
  if (status === 400) return "comments.error.invalid";
  return "comments.error.failed";
}
