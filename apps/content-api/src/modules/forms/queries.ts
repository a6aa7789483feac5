import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";

/** A published activity with its organiser's media account, or undefined. */
export function findActivity(db: Kysely<Database>, id: number) {
  return selectActivities(db).where("a.id", "=", id).executeTakeFirst();
}

/** Every published activity, soonest first. */
export function listActivities(db: Kysely<Database>) {
  return selectActivities(db).orderBy("a.start_time").orderBy("a.id").execute();
}

function selectActivities(db: Kysely<Database>) {
  return db
    .selectFrom("activities as a")
    .leftJoin("media_accounts as m", "m.id", "a.mp_id")
    .selectAll("a")
    .select([
      "m.id as mp_account_id",
      "m.name as mp_name",
      "m.avatar as mp_avatar",
      "m.description as mp_description",
      "m.follower_count as mp_follower_count",
    ])
    .where("a.status", "=", "published");
}

export type ActivityRow = NonNullable<Awaited<ReturnType<typeof findActivity>>>;

/** The entry `identity` sent for an activity, or undefined. */
export function findEntry(db: Kysely<Database>, activityId: number, identity: string) {
  return db
    .selectFrom("activity_entries")
    .selectAll()
    .where("activity_id", "=", activityId)
    .where("identity", "=", identity)
    .executeTakeFirst();
}

/** The uploads among `refs` that `identity` made for this activity's field `field`. */
export function findUploads(
  db: Kysely<Database>,
  input: { activityId: number; identity: string; refs: string[] },
) {
  if (input.refs.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("form_uploads")
    .selectAll()
    .where("activity_id", "=", input.activityId)
    .where("identity", "=", input.identity)
    .where("ref", "in", input.refs)
    .execute();
}
