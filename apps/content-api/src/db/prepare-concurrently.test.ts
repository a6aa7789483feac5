import { seedDatabase } from "@davmu/demo-content/index.ts";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { mediaDir } from "../modules/media/folders.ts";
import { TEST_DATA_DIR, testConfig } from "../testing/test-config.ts";
import { openTestDatabase, reopenTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { withMaintenanceDatabase } from "./maintenance.ts";
import { MIGRATIONS, migrateToLatest } from "./migrate.ts";

/** What the service does at start, as a process of its own on `database` (see server.ts). */
async function startService(database: TestDatabase) {
  const { db } = reopenTestDatabase(database);
  return withMaintenanceDatabase(testConfig(database.env).database, db, async (maintenance) => ({
    migrated: await migrateToLatest(maintenance),
    seeded: await seedDatabase(maintenance, { mediaDir: mediaDir(TEST_DATA_DIR) }),
  }));
}

describe("several processes starting at once on one fresh database", () => {
  it("migrate it once and seed it once: the others wait for the lock, then find the work done", async () => {
    const database = await openTestDatabase({ contents: "empty" });
    const starts = await Promise.all([1, 2, 3, 4].map(() => startService(database)));

    const migrated = starts.map((s) => s.migrated).sort((a, b) => b.length - a.length);
    expect(migrated).toEqual([Object.keys(MIGRATIONS), [], [], []]);
    const seeded = starts.map((s) => s.seeded);
    expect(seeded.reduce((sum, s) => sum + s.articles, 0)).toBe(105);
    expect(seeded.reduce((sum, s) => sum + s.drafts, 0)).toBe(2);
    expect(seeded.reduce((sum, s) => sum + s.channels, 0)).toBe(11);
    expect(seeded.reduce((sum, s) => sum + s.liveRooms, 0)).toBe(4);
    const mediaAdded = seeded.flatMap((s) => Object.values(s.media.added));
    expect(mediaAdded.reduce((sum, n) => sum + n, 0)).toBe(58);
    const danmu = seeded.reduce((sum, s) => sum + s.danmu, 0);
    expect(danmu).toBeGreaterThan(600);

    const { db } = database;
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS));
    const contents = await db.selectFrom("contents").select(["status"]).execute();
    // Articles, media items, live rooms, special topics and mini programs.
    expect(contents.filter((c) => c.status === "published")).toHaveLength(105 + 58 + 4 + 2 + 2);
    expect(contents.filter((c) => c.status === "draft")).toHaveLength(2);
    expect(await db.selectFrom("channels").select("id").execute()).toHaveLength(11);
    expect(await db.selectFrom("apps").select("appid").execute()).toHaveLength(1);
    expect(await db.selectFrom("album_items").select("item_id").execute()).toHaveLength(30);
    expect(await db.selectFrom("danmu").select("id").execute()).toHaveLength(danmu);
  });
});
