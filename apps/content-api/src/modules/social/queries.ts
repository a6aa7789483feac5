import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";

/** Which items a call reaches: every published item ({peony}) or media-account items only ({guzzle}). */
export type Source = "any" | "mp";

/** A published item's counts and media account, or undefined (also when `source` rules it out). */
export function findItem(db: Kysely<Database>, id: number, source: Source) {
  let query = db
    .selectFrom("contents")
    .select(["id", "type", "mp_id", "like_count", "collect_count", "comment_count"])
    .where("id", "=", id)
    .where("status", "=", "published");
  if (source === "mp") query = query.where("mp_id", "is not", null);
  return query.executeTakeFirst();
}

/** A comment anyone can see, on a published item `source` reaches, or undefined. */
export function findVisibleComment(db: Kysely<Database>, id: number, source: Source) {
  let query = db
    .selectFrom("comments as cm")
    .innerJoin("contents as c", "c.id", "cm.content_id")
    .select(["cm.id", "cm.like_count"])
    .where("cm.id", "=", id)
    .where("cm.status", "=", "visible")
    .where("cm.held", "=", 0)
    .where("c.status", "=", "published");
  if (source === "mp") query = query.where("c.mp_id", "is not", null);
  return query.executeTakeFirst();
}

type Toggle = {
  on: boolean;
  /** Adds the mark; true when it was not there. */
  add: (trx: Transaction<Database>) => Promise<boolean>;
  /** Removes the mark; true when it was there. */
  remove: (trx: Transaction<Database>) => Promise<boolean>;
  /** Moves the count everyone sees by one. */
  count: (trx: Transaction<Database>, delta: 1 | -1) => Promise<void>;
};

/**
 * Sets a mark (a like, a collection, a follow) and moves its count in one transaction, and only
 * when the mark changed: saying the same twice changes nothing. The mark's primary key decides:
 * of two adds at once the second waits for the first's row, then finds it there, so a count moves
 * once per user however the requests race; counts of different users add up under the row lock.
 */
async function toggle(db: Kysely<Database>, { on, add, remove, count }: Toggle): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const changed = on ? await add(trx) : await remove(trx);
    if (changed) await count(trx, on ? 1 : -1);
  });
}

/** `column + delta`, never below zero (seeded counts have no marks behind them). */
const moved = (column: string, delta: 1 | -1) =>
  delta === 1
    ? sql<number>`${sql.ref(column)} + 1`
    : sql<number>`case when ${sql.ref(column)} > 0 then ${sql.ref(column)} - 1 else 0 end`;

export function setLike(
  db: Kysely<Database>,
  input: { userId: number; target: "content" | "comment"; id: number; on: boolean },
): Promise<void> {
  const { userId, target, id } = input;
  return toggle(db, {
    on: input.on,
    add: async (trx) =>
      (await trx
        .insertInto("likes")
        .values({ user_id: userId, target_type: target, target_id: id })
        .onConflict((oc) => oc.columns(["user_id", "target_type", "target_id"]).doNothing())
        .returning("user_id")
        .executeTakeFirst()) !== undefined,
    remove: async (trx) =>
      (await trx
        .deleteFrom("likes")
        .where("user_id", "=", userId)
        .where("target_type", "=", target)
        .where("target_id", "=", id)
        .returning("user_id")
        .executeTakeFirst()) !== undefined,
    count: async (trx, delta) => {
      const table = target === "content" ? "contents" : "comments";
      await trx
        .updateTable(table)
        .set({ like_count: moved("like_count", delta) })
        .where("id", "=", id)
        .execute();
    },
  });
}

export function setCollected(
  db: Kysely<Database>,
  input: { userId: number; contentId: number; on: boolean },
): Promise<void> {
  const { userId, contentId } = input;
  return toggle(db, {
    on: input.on,
    add: async (trx) =>
      (await trx
        .insertInto("collections")
        .values({ user_id: userId, content_id: contentId })
        .onConflict((oc) => oc.columns(["user_id", "content_id"]).doNothing())
        .returning("user_id")
        .executeTakeFirst()) !== undefined,
    remove: async (trx) =>
      (await trx
        .deleteFrom("collections")
        .where("user_id", "=", userId)
        .where("content_id", "=", contentId)
        .returning("user_id")
        .executeTakeFirst()) !== undefined,
    count: async (trx, delta) => {
      await trx
        .updateTable("contents")
        .set({ collect_count: moved("collect_count", delta) })
        .where("id", "=", contentId)
        .execute();
    },
  });
}

export function setFollowed(
  db: Kysely<Database>,
  input: { userId: number; mpId: number; on: boolean },
): Promise<void> {
  const { userId, mpId } = input;
  return toggle(db, {
    on: input.on,
    add: async (trx) =>
      (await trx
        .insertInto("follows")
        .values({ user_id: userId, mp_id: mpId })
        .onConflict((oc) => oc.columns(["user_id", "mp_id"]).doNothing())
        .returning("user_id")
        .executeTakeFirst()) !== undefined,
    remove: async (trx) =>
      (await trx
        .deleteFrom("follows")
        .where("user_id", "=", userId)
        .where("mp_id", "=", mpId)
        .returning("user_id")
        .executeTakeFirst()) !== undefined,
    count: async (trx, delta) => {
      await trx
        .updateTable("media_accounts")
        .set({ follower_count: moved("follower_count", delta) })
        .where("id", "=", mpId)
        .execute();
    },
  });
}

export function findMediaAccount(db: Kysely<Database>, id: number) {
  return db
    .selectFrom("media_accounts")
    .select(["id", "follower_count"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function isFollowing(db: Kysely<Database>, userId: number, mpId: number): Promise<boolean> {
  const row = await db
    .selectFrom("follows")
    .select("user_id")
    .where("user_id", "=", userId)
    .where("mp_id", "=", mpId)
    .executeTakeFirst();
  return row !== undefined;
}

/** What one user did with one item: one query of four lookups by primary key. */
export async function userMarks(
  db: Kysely<Database>,
  input: { userId: number; contentId: number; type: string; mpId: number | null },
) {
  const { userId, contentId, type, mpId } = input;
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          eb
            .selectFrom("likes")
            .select("user_id")
            .where("user_id", "=", userId)
            .where("target_type", "=", "content")
            .where("target_id", "=", contentId),
        )
        .as("liked"),
      eb
        .exists(
          eb
            .selectFrom("collections")
            .select("user_id")
            .where("user_id", "=", userId)
            .where("content_id", "=", contentId),
        )
        .as("collected"),
      eb
        .exists(
          eb
            .selectFrom("follows")
            .select("user_id")
            .where("user_id", "=", userId)
            .where("mp_id", "=", mpId ?? -1),
        )
        .as("followed"),
      eb
        .exists(
          eb
            .selectFrom("bookings")
            .select("user_id")
            .where("user_id", "=", userId)
            .where("booking_type", "=", type)
            .where("booking_id", "=", contentId),
        )
        .as("booked"),
    ])
    .executeTakeFirstOrThrow();
  // SQLite answers EXISTS with 0/1, PostgreSQL with booleans.
  return {
    liked: Boolean(row.liked),
    collected: Boolean(row.collected),
    followed: Boolean(row.followed),
    booked: Boolean(row.booked),
  };
}
