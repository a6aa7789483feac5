import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";

export type CommentInput = {
  contentId: number;
  userId: number;
  /** Checked already (CommentTextSchema): stored as the plain text it is. */
  text: string;
  /** The comment answered and the top-level comment of its thread, for a reply. */
  replyTo?: { id: number; rootId: number } | null;
  /** The words that hold it for review; none shows it to everyone. */
  heldWords?: readonly string[];
  createdAt?: number;
  /** The seed's comments arrive with the likes they gathered. */
  likeCount?: number;
  /** The id the writer's page gave the post: a second post with it saves nothing (migration 025). */
  clientId?: string;
};

/** What {@link insertComment} did: the comment's id, and whether this call saved it. */
export type CommentWrite = { id: number; created: boolean };

/**
 * The one write path of comments, for users' and the seed's alike: the comment and, when everyone
 * may see it, its item's comment count, in one transaction, so the count is always the number of
 * comments everyone can see. A comment held for review is seen by its author only, and so is a
 * reply under a held comment (only its author could write one): neither is counted until an editor
 * approves the held one (review/queries.ts). Inside a transaction (the seed) it is part of that one.
 * A post whose writer already saved one with the same client id saves nothing and counts nothing:
 * it answers with the first one's id (`created: false`), also when the two arrive at once (the
 * unique index decides).
 */
export async function insertComment(db: Kysely<Database>, input: CommentInput): Promise<CommentWrite> {
  const held = (input.heldWords?.length ?? 0) > 0;
  const write = async (trx: Kysely<Database>) => {
    const rootHeld =
      input.replyTo != null &&
      (
        await trx
          .selectFrom("comments")
          .select("held")
          .where("id", "=", input.replyTo.rootId)
          .executeTakeFirst()
      )?.held === 1;
    const row = await trx
      .insertInto("comments")
      .values({
        content_id: input.contentId,
        user_id: input.userId,
        parent_id: input.replyTo?.id ?? null,
        root_id: input.replyTo?.rootId ?? null,
        body: input.text,
        held: held ? 1 : 0,
        held_words: held ? input.heldWords!.join(",") : null,
        ...(input.createdAt === undefined ? {} : { created_at: input.createdAt }),
        ...(input.likeCount === undefined ? {} : { like_count: input.likeCount }),
        ...(input.clientId === undefined ? {} : { client_id: input.clientId }),
      })
      .onConflict((oc) => oc.columns(["user_id", "client_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) {
      const first = await trx
        .selectFrom("comments")
        .select("id")
        .where("user_id", "=", input.userId)
        .where("client_id", "=", input.clientId!)
        .executeTakeFirstOrThrow();
      return { id: first.id, created: false };
    }
    if (!held && !rootHeld) {
      await trx
        .updateTable("contents")
        .set((eb) => ({ comment_count: eb("comment_count", "+", 1) }))
        .where("id", "=", input.contentId)
        .execute();
    }
    return { id: row.id, created: true };
  };
  return db.isTransaction ? write(db) : db.transaction().execute(write);
}
