import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.ts";
import type { RateLimitStore } from "./rate-limit.ts";

/** A bucket that holds a minute's tokens is full again after a minute untouched. */
const MINUTE_MS = 60_000;

/**
 * Token buckets in the `rate_buckets` table, shared by every process on the database. Each take
 * is one statement: an upsert that refills the bucket for the time since its last take, takes a
 * token when there is one, and returns whether it did. The database serialises takes of one
 * bucket (a row lock on PostgreSQL, the one writer on SQLite), so a client gets `perMinute` a
 * minute in all, however many processes it reaches. Written in SQL both databases read alike:
 * CASE rather than least()/min(), casts so PostgreSQL knows the parameters' types.
 */
export function databaseRateStore(db: Kysely<Database>, now: () => number = Date.now): RateLimitStore {
  let sweptAt = 0;
  // The longest any limiter seen takes to fill an empty bucket: rows untouched this long are full,
  // the same as no row. A limiter whose burst is larger than its minute's rate takes longer.
  let fullAfterMs = MINUTE_MS;
  return {
    async take(name, key, perMinute, burst = perMinute) {
      const t = now();
      fullAfterMs = Math.max(fullAfterMs, (burst / perMinute) * MINUTE_MS);
      if (t - sweptAt >= MINUTE_MS) {
        sweptAt = t;
        await sweep(db, t, fullAfterMs);
      }
      const rate = sql`cast(${perMinute / 60_000} as double precision)`;
      const cap = sql`cast(${burst} as double precision)`;
      // A clock a little behind another process's must not drain the bucket: no negative time.
      const elapsed = sql`(case when ${t} > rate_buckets.at_ms then ${t} - rate_buckets.at_ms else 0 end)`;
      const grown = sql`rate_buckets.tokens + ${elapsed} * ${rate}`;
      const refilled = sql`(case when ${grown} > ${cap} then ${cap} else ${grown} end)`;
      const row = await db
        .insertInto("rate_buckets")
        .values({ name, key, tokens: burst - 1, at_ms: t, taken: 1 })
        .onConflict((oc) =>
          oc.columns(["name", "key"]).doUpdateSet({
            tokens: sql<number>`case when ${refilled} >= 1 then ${refilled} - 1 else ${refilled} end`,
            taken: sql<number>`case when ${refilled} >= 1 then 1 else 0 end`,
            at_ms: t,
          }),
        )
        .returning("taken")
        .executeTakeFirstOrThrow();
      return row.taken === 1;
    },
  };
}

/** Buckets untouched long enough are full, the same as no row: the table keeps only recent clients. */
async function sweep(db: Kysely<Database>, t: number, fullAfterMs: number): Promise<void> {
  await db
    .deleteFrom("rate_buckets")
    .where("at_ms", "<", t - fullAfterMs)
    .execute();
}
