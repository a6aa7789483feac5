import { CHINA_OFFSET_MS, chinaDayNumber, chinaParts, DAY_MS } from "@davmu/format";
import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** A span that counts start afresh in: its name, and when it ends (seconds since the epoch). */
export type Period = { id: string; endsAt: number };

/** The China calendar day holding `now` (seconds): daily caps end at midnight as people in China count days. */
export function chinaDay(now: number): Period {
  const ms = now * 1000;
  const { year, month, day } = chinaParts(ms);
  const id = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return { id, endsAt: ((chinaDayNumber(ms) + 1) * DAY_MS - CHINA_OFFSET_MS) / 1000 };
}

export type CappedTake = {
  allowed: boolean;
  /** Uses in the period so far, this one included when allowed; the cap when refused. */
  count: number;
};

type TakeInput = {
  /** What is counted, e.g. `sms-phone` or `sms-address`. */
  scope: string;
  /** Whom it is counted for: a phone number, a client address. */
  key: string;
  cap: number;
  period: Period;
};

/** Expired periods are deleted at most this often per process. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Counts uses of something per key and period, up to a cap, in the database, so the cap holds
 * across processes and restarts (SMS login codes: so many per phone and per address a day).
 * Each take is one upsert that adds one only while the count is under the cap and returns a row
 * only when it did: two processes taking the last use at once cannot both get it.
 */
export function createCappedCounts(db: Kysely<Database>, now: () => number = Date.now) {
  let sweptAt = 0;
  return {
    async take({ scope, key, cap, period }: TakeInput): Promise<CappedTake> {
      if (!(Number.isInteger(cap) && cap >= 1))
        throw new RangeError(`a cap is a whole number from 1: ${cap}`);
      const t = now();
      if (t - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = t;
        await db
          .deleteFrom("capped_counts")
          .where("expires_at", "<=", Math.floor(t / 1000))
          .execute();
      }
      const row = await db
        .insertInto("capped_counts")
        .values({ scope, key, period: period.id, count: 1, expires_at: period.endsAt })
        .onConflict((oc) =>
          oc
            .columns(["scope", "key", "period"])
            .doUpdateSet((eb) => ({ count: eb(eb.ref("capped_counts.count"), "+", 1) }))
            .where("capped_counts.count", "<", cap),
        )
        .returning("count")
        .executeTakeFirst();
      return row ? { allowed: true, count: row.count } : { allowed: false, count: cap };
    },
  };
}
