import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../testing/test-database.ts";
import { MIGRATIONS, migrateToLatest } from "../migrate.ts";

/** A row as the tracker writes it; the behaviour unchecked, to try ones the column refuses. */
const event = (behavior: string, percent: number | null) => ({
  received_at: 1_790_000_000,
  client_time: 1_790_000_000,
  behavior: behavior as "play",
  tid: "abcdEFGH1234",
  duration: null,
  percent,
  terminal: "wap",
  version: "1",
  device_type: "Android",
  device_os: "Android 14",
  device_user_id: "visitor-1",
});

describe("migration 007_tracker_play", () => {
  it("keeps the tracker's events and lets it store play milestones", async () => {
    const { db } = await openTestDatabase({ contents: "empty" });
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "007"));
    await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    // Before: the behaviour column refuses "play".
    await db.insertInto("tracker_events").values(event("view", null)).execute();
    await expect(db.insertInto("tracker_events").values(event("play", 25)).execute()).rejects.toThrow();

    await migrateToLatest(db);
    await db.insertInto("tracker_events").values(event("play", 25)).execute();
    const rows = await db
      .selectFrom("tracker_events")
      .select(["id", "behavior", "percent"])
      .orderBy("id")
      .execute();
    expect(rows.map((r) => [r.behavior, r.percent])).toEqual([
      ["view", null],
      ["play", 25],
    ]);
    // New ids keep counting after the old ones.
    expect(Number(rows[1]!.id)).toBeGreaterThan(Number(rows[0]!.id));
    // Still no behaviour the tracker does not know.
    await expect(db.insertInto("tracker_events").values(event("scroll", null)).execute()).rejects.toThrow();
    await db.destroy();
  });
});
