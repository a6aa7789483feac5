import type { Kysely } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/schema.ts";
import { openTestDatabase, reopenTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { memoryRateStore, type RateLimitStore } from "./rate-limit.ts";
import { databaseRateStore } from "./rate-limit-db.ts";

let database: TestDatabase;
let now: number;
const clock = () => now;
beforeEach(async () => {
  database = await openTestDatabase({ contents: "migrated" });
  now = 1_790_000_000_000;
});

const stores: [string, () => RateLimitStore][] = [
  ["in memory", () => memoryRateStore(clock)],
  ["in the database", () => databaseRateStore(database.db, clock)],
];

describe.each(stores)("a rate-limit store %s", (_, make) => {
  it("gives a full bucket, then refills it over time, per client and per limiter", async () => {
    const store = make();
    for (let i = 0; i < 60; i++) expect(await store.take("tracker", "a", 60)).toBe(true);
    expect(await store.take("tracker", "a", 60)).toBe(false);
    expect(await store.take("tracker", "b", 60)).toBe(true);
    expect(await store.take("token", "a", 60)).toBe(true);
    now += 1000;
    expect(await store.take("tracker", "a", 60)).toBe(true);
    expect(await store.take("tracker", "a", 60)).toBe(false);
    now += 10 * 60_000;
    for (let i = 0; i < 60; i++) expect(await store.take("tracker", "a", 60)).toBe(true);
    expect(await store.take("tracker", "a", 60)).toBe(false);
  });

  it("with a burst over the rate: the burst at once, then the rate, and the burst again once refilled", async () => {
    const store = make();
    // The many visitors behind one carrier's address come at once; the address then gets its rate.
    for (let i = 0; i < 200; i++) expect(await store.take("token", "nat", 30, 200)).toBe(true);
    expect(await store.take("token", "nat", 30, 200)).toBe(false);
    now += 2000;
    expect(await store.take("token", "nat", 30, 200)).toBe(true);
    expect(await store.take("token", "nat", 30, 200)).toBe(false);
    // An empty bucket of 200 at 30 a minute is full after 6 min 40 s, and not before.
    now += 6 * 60_000;
    const taken = [];
    for (let i = 0; i < 200; i++) taken.push(await store.take("token", "nat", 30, 200));
    expect(taken.filter(Boolean)).toHaveLength(180);
    now += 7 * 60_000;
    for (let i = 0; i < 200; i++) expect(await store.take("token", "nat", 30, 200)).toBe(true);
  });
});

describe("the database's rate-limit store", () => {
  const bucketRows = (db: Kysely<Database>) =>
    db.selectFrom("rate_buckets").selectAll().orderBy("key").execute();

  it("holds one bucket per client across processes: two of them give a client its limit once", async () => {
    const first = databaseRateStore(database.db, clock);
    const second = databaseRateStore(reopenTestDatabase(database).db, clock);
    const taken = [];
    for (let i = 0; i < 10; i++) taken.push(await (i % 2 ? first : second).take("tracker", "c", 6));
    expect(taken.filter(Boolean)).toHaveLength(6);
  });

  it("never gives more than the bucket holds when processes take at once", async () => {
    const first = databaseRateStore(database.db, clock);
    const second = databaseRateStore(reopenTestDatabase(database).db, clock);
    const takes = Array.from({ length: 30 }, (_, i) => (i % 2 ? first : second).take("tracker", "d", 10));
    expect((await Promise.all(takes)).filter(Boolean)).toHaveLength(10);
  });

  it("forgets buckets untouched for a minute, which are full again anyway", async () => {
    const store = databaseRateStore(database.db, clock);
    await store.take("tracker", "old", 5);
    now += 30_000;
    await store.take("tracker", "recent", 5);
    expect((await bucketRows(database.db)).map((r) => r.key)).toEqual(["old", "recent"]);
    now += 45_000;
    expect(await store.take("tracker", "old", 5)).toBe(true);
    expect((await bucketRows(database.db)).map((r) => [r.key, r.tokens])).toEqual([
      ["old", 4],
      ["recent", 4],
    ]);
  });
});
