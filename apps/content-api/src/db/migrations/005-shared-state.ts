import type { Kysely, Migration } from "kysely";
import { columnTypes } from "../dialect.ts";

/**
 * State that must hold across the service's processes, and so lives in the database
 * (docs/decisions/0038): rate-limit buckets, capped daily counts and cached values from outside
 * services. Every row can be thrown away once it is stale; each holder sweeps its own.
 */
async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  // One token bucket per limiter and client: `taken` tells the caller whether its take got a token.
  await db.schema
    .createTable("rate_buckets")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("tokens", t.double, (c) => c.notNull())
    .addColumn("at_ms", t.time, (c) => c.notNull())
    .addColumn("taken", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_buckets_pk", ["name", "key"])
    .execute();
  await db.schema.createIndex("rate_buckets_age").on("rate_buckets").column("at_ms").execute();

  // Uses of something per key and period (an SMS code per phone per China day), up to a cap.
  await db.schema
    .createTable("capped_counts")
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("period", "text", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("expires_at", t.time, (c) => c.notNull())
    .addPrimaryKeyConstraint("capped_counts_pk", ["scope", "key", "period"])
    .execute();
  await db.schema.createIndex("capped_counts_expiry").on("capped_counts").column("expires_at").execute();

  // A value fetched from outside that every process may use until it expires (WeChat's ticket).
  await db.schema
    .createTable("shared_values")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at_ms", t.time, (c) => c.notNull())
    .execute();
}

export const sharedStateMigration: Migration = { up };
