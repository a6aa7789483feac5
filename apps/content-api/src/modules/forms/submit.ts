import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { ApiError } from "../../http/api-error.ts";

type Refusal = { refused: "already" | "full" | "closed" };
type Accepted = {
  entry: { id: number; activity_id: number; answers: string; created_at: number };
  signupCount: number;
};

/** Thrown inside the transaction to undo the place it took. */
class Undo extends ApiError {
  constructor(readonly reason: Refusal["refused"]) {
    super(409, reason);
  }
}

/**
 * One sign-up, in one transaction: a place is taken by one conditional update (however many
 * sign-ups race, no more than `capacity` get one: the row lock on PostgreSQL, the one writer on
 * SQLite, as invitations are redeemed), then the entry is written; the unique index on (activity,
 * identity) refuses a second entry of the same visitor, and that undoes the place it took.
 */
export async function submitEntry(
  db: Kysely<Database>,
  input: {
    activityId: number;
    identity: string;
    userId: number | null;
    answers: Record<string, unknown>;
    now: number;
  },
): Promise<Accepted | Refusal> {
  const already = await db
    .selectFrom("activity_entries")
    .select("id")
    .where("activity_id", "=", input.activityId)
    .where("identity", "=", input.identity)
    .executeTakeFirst();
  if (already) return { refused: "already" };
  try {
    return await db.transaction().execute(async (trx) => {
      const taken = await trx
        .updateTable("activities")
        .set((eb) => ({ signup_count: eb("signup_count", "+", 1) }))
        .where("id", "=", input.activityId)
        .where("deadline", ">", input.now)
        .where((eb) => eb.or([eb("capacity", "is", null), eb("signup_count", "<", eb.ref("capacity"))]))
        .returning("signup_count")
        .executeTakeFirst();
      if (!taken) {
        const row = await trx
          .selectFrom("activities")
          .select("deadline")
          .where("id", "=", input.activityId)
          .executeTakeFirstOrThrow();
        throw new Undo(row.deadline <= input.now ? "closed" : "full");
      }
      const answers = JSON.stringify(input.answers);
      const entry = await trx
        .insertInto("activity_entries")
        .values({
          activity_id: input.activityId,
          identity: input.identity,
          user_id: input.userId,
          answers,
          created_at: input.now,
        })
        .onConflict((oc) => oc.columns(["activity_id", "identity"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!entry) throw new Undo("already");
      return {
        entry: { id: entry.id, activity_id: input.activityId, answers, created_at: input.now },
        signupCount: Number(taken.signup_count),
      };
    });
  } catch (error) {
    if (error instanceof Undo) return { refused: error.reason };
    throw error;
  }
}
