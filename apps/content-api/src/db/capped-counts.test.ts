import { beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, reopenTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { chinaDay, createCappedCounts } from "./capped-counts.ts";

/** 2026-03-05 12:00 in China. */
const NOON = Date.UTC(2026, 2, 5, 4, 0, 0) / 1000;

describe("chinaDay", () => {
  it("is the China calendar day, ending at China's midnight", () => {
    expect(chinaDay(NOON)).toEqual({ id: "2026-03-05", endsAt: Date.UTC(2026, 2, 5, 16, 0, 0) / 1000 });
    expect(chinaDay(Date.UTC(2026, 2, 5, 15, 59, 59) / 1000).id).toBe("2026-03-05");
    expect(chinaDay(Date.UTC(2026, 2, 5, 16, 0, 0) / 1000).id).toBe("2026-03-06");
    expect(chinaDay(Date.UTC(2025, 11, 31, 16, 0, 0) / 1000).id).toBe("2026-01-01");
  });
});

describe("capped counts", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase({ contents: "migrated" });
  });

  it("allow up to the cap per key and day, then refuse, and start afresh the next day", async () => {
    const counts = createCappedCounts(database.db, () => NOON * 1000);
    const phone = (key: string, day = chinaDay(NOON)) =>
      counts.take({ scope: "sms-phone", key, cap: 3, period: day });
    expect(await phone("13800000001")).toEqual({ allowed: true, count: 1 });
    expect(await phone("13800000001")).toEqual({ allowed: true, count: 2 });
    expect(await phone("13800000001")).toEqual({ allowed: true, count: 3 });
    expect(await phone("13800000001")).toEqual({ allowed: false, count: 3 });
    expect(await phone("13800000002")).toEqual({ allowed: true, count: 1 });
    expect(
      await counts.take({ scope: "sms-address", key: "13800000001", cap: 3, period: chinaDay(NOON) }),
    ).toEqual({ allowed: true, count: 1 });
    expect(await phone("13800000001", chinaDay(NOON + 86_400))).toEqual({ allowed: true, count: 1 });
  });

  it("hold across processes: takes at once from two of them never pass the cap", async () => {
    const first = createCappedCounts(database.db);
    const second = createCappedCounts(reopenTestDatabase(database).db);
    const period = chinaDay(Math.floor(Date.now() / 1000));
    const takes = Array.from({ length: 20 }, (_, i) =>
      (i % 2 ? first : second).take({ scope: "sms-phone", key: "13900000000", cap: 5, period }),
    );
    expect((await Promise.all(takes)).filter((t) => t.allowed)).toHaveLength(5);
  });

  it("forget days that are over", async () => {
    let now = NOON * 1000;
    const counts = createCappedCounts(database.db, () => now);
    await counts.take({ scope: "sms-phone", key: "a", cap: 1, period: chinaDay(NOON) });
    now += 86_400_000;
    await counts.take({ scope: "sms-phone", key: "b", cap: 1, period: chinaDay(NOON + 86_400) });
    const rows = await database.db.selectFrom("capped_counts").select(["key", "period"]).execute();
    expect(rows).toEqual([{ key: "b", period: "2026-03-06" }]);
  });

  it("refuse a cap below one", async () => {
    const counts = createCappedCounts(database.db);
    await expect(counts.take({ scope: "s", key: "k", cap: 0, period: chinaDay(NOON) })).rejects.toThrow(
      /cap/,
    );
  });
});
