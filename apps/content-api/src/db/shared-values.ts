import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** A value and when it expires (milliseconds since the epoch). */
export type ExpiringValue = { value: string; expiresAtMs: number };

/** Values kept until they expire, by name. */
export interface ExpiringValues {
  /** The value, or null when there is none or it has expired by `now`. */
  read(name: string, now: number): Promise<ExpiringValue | null>;
  write(name: string, value: ExpiringValue): Promise<void>;
}

/** In this process only: what a provider uses when nothing is shared (its own tests). */
export function memoryValues(): ExpiringValues {
  const values = new Map<string, ExpiringValue>();
  return {
    async read(name, now) {
      const hit = values.get(name);
      return hit && hit.expiresAtMs > now ? hit : null;
    },
    async write(name, value) {
      values.set(name, value);
    },
  };
}

/**
 * In the `shared_values` table: every process of the service reads what one of them fetched, and
 * a restart finds it again. For values an outside service limits the fetching of (WeChat's
 * jsapi_ticket: a few thousand a day per account).
 */
export function sharedValues(db: Kysely<Database>): ExpiringValues {
  return {
    async read(name, now) {
      const row = await db
        .selectFrom("shared_values")
        .select(["value", "expires_at_ms"])
        .where("name", "=", name)
        .where("expires_at_ms", ">", now)
        .executeTakeFirst();
      return row ? { value: row.value, expiresAtMs: row.expires_at_ms } : null;
    },
    async write(name, { value, expiresAtMs }) {
      await db
        .insertInto("shared_values")
        .values({ name, value, expires_at_ms: expiresAtMs })
        .onConflict((oc) => oc.column("name").doUpdateSet({ value, expires_at_ms: expiresAtMs }))
        .execute();
    },
  };
}
