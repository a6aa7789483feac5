import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** A page of the comments the word filter holds, oldest first: the queue an editor works through. */
export async function listHeld(db: Kysely<Database>, page: { limit: number; offset: number }) {
  const held = db.selectFrom("comments as cm").where("cm.held", "=", 1).where("cm.status", "=", "visible");
  const [rows, count] = await Promise.all([
    held
      .innerJoin("users as u", "u.id", "cm.user_id")
      .innerJoin("contents as c", "c.id", "cm.content_id")
      .select([
        "cm.id",
        "cm.root_id",
        "cm.body",
        "cm.held_words",
        "cm.created_at",
        "cm.user_id",
        "u.nickname",
        "u.avatar",
        "c.id as content_id",
        "c.type as content_type",
        "c.title as content_title",
      ])
      .orderBy("cm.created_at", "asc")
      .orderBy("cm.id", "asc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    held.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export type Decision = "approve" | "reject";
export type ReviewOutcome =
  | { kind: "missing" }
  | { kind: "not-held"; status: "visible" | "hidden" }
  | { kind: "done"; status: "visible" | "hidden"; contentId: number; commentCount: number };

/**
 * An editor's decision on a held comment, in one transaction. Approving shows it to everyone and
 * counts it on its item, with the replies its author wrote under it, which only the author saw
 * until now; rejecting takes it down with the replies under it, uncounting those that were counted
 * (none under a held comment that starts a thread: write-comment.ts). Each step is conditional on
 * the row still being held, so two editors deciding at once change the count once: the second
 * finds it decided.
 */
export function decide(db: Kysely<Database>, commentId: number, decision: Decision): Promise<ReviewOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("comments")
      .select(["content_id", "held", "status", "root_id"])
      .where("id", "=", commentId)
      .executeTakeFirst();
    if (!row) return { kind: "missing" };
    const taken =
      decision === "approve"
        ? await trx
            .updateTable("comments")
            .set({ held: 0 })
            .where("id", "=", commentId)
            .where("held", "=", 1)
            .where("status", "=", "visible")
            .executeTakeFirst()
        : await trx
            .updateTable("comments")
            .set({ status: "hidden" })
            .where("id", "=", commentId)
            .where("held", "=", 1)
            .where("status", "=", "visible")
            .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) {
      return { kind: "not-held", status: row.status === "hidden" || row.held === 1 ? "hidden" : "visible" };
    }
    const startsThread = row.root_id === null;
    let change = 0;
    if (decision === "approve") {
      // The replies under a thread's held first comment were its author's alone: seen now, counted now.
      const shown = startsThread
        ? await trx
            .selectFrom("comments")
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .where("root_id", "=", commentId)
            .where("held", "=", 0)
            .where("status", "=", "visible")
            .executeTakeFirstOrThrow()
        : { n: 0 };
      change = 1 + Number(shown.n);
    } else {
      // Only its author could answer a held comment; what they wrote under it goes with it.
      const replies = await trx
        .updateTable("comments")
        .set({ status: "hidden" })
        .where((eb) => eb.or([eb("root_id", "=", commentId), eb("parent_id", "=", commentId)]))
        .where("status", "=", "visible")
        .returning(["held"])
        .execute();
      change = startsThread ? 0 : -replies.filter((r) => r.held === 0).length;
    }
    if (change !== 0) {
      await trx
        .updateTable("contents")
        .set((eb) => ({ comment_count: eb("comment_count", "+", change) }))
        .where("id", "=", row.content_id)
        .execute();
    }
    const item = await trx
      .selectFrom("contents")
      .select("comment_count")
      .where("id", "=", row.content_id)
      .executeTakeFirstOrThrow();
    return {
      kind: "done",
      status: decision === "approve" ? "visible" : "hidden",
      contentId: row.content_id,
      commentCount: item.comment_count,
    };
  });
}
