/**
 * What the seed's tests share: the real seed into an empty database and media folder of the test
 * file's own, and the reads of what it wrote.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateToLatest } from "@davmu/content-api/db/migrate.ts";
import type { Database } from "@davmu/content-api/db/schema.ts";
import { openTestDatabase } from "@davmu/content-api/testing/test-database.ts";
import type { Kysely } from "kysely";
import { afterAll, beforeAll } from "vitest";
import { type SeedReport, seedDatabase } from "./index.ts";

export type SeedTest = { dir: string; db: Kysely<Database>; first: SeedReport; lines: string[] };

/**
 * A test file's set-up: the seed at `now` into an empty folder, once, before the file's tests (a
 * beforeAll registered here, so before the file's own), the folder removed after them; and the
 * reads of what the seed wrote. `imageCache` as seedDatabase takes it: null draws every picture.
 */
export function seedTest(now: number, imageCache?: string | null) {
  const test = { lines: [] as string[] } as SeedTest;
  beforeAll(async () => {
    test.dir = fs.mkdtempSync(path.join(os.tmpdir(), "davmu-seed-"));
    ({ db: test.db } = await openTestDatabase({
      contents: "empty",
      sqliteFile: path.join(test.dir, "content-api.db"),
    }));
    await migrateToLatest(test.db);
    test.first = await seedDatabase(test.db, {
      mediaDir: path.join(test.dir, "media"),
      log: (l) => test.lines.push(l),
      now,
      imageCache,
    });
  }, 240_000);

  afterAll(() => {
    fs.rmSync(test.dir, { recursive: true, force: true });
  });

  const published = () =>
    test.db.selectFrom("contents").selectAll().where("status", "=", "published").execute();
  const articles = async () => (await published()).filter((r) => r.type === "doc");
  const ofType = async (type: string) => (await published()).filter((r) => r.type === type);
  /** An album's episodes and tracks, with their album's type. */
  const albumMembers = () =>
    test.db
      .selectFrom("album_items as ai")
      .innerJoin("contents as a", "a.id", "ai.album_id")
      .innerJoin("contents as i", "i.id", "ai.item_id")
      .select(["ai.album_id", "ai.item_id", "ai.sort", "a.type as album_type", "i.type as item_type"])
      .orderBy("ai.album_id")
      .orderBy("ai.sort")
      .execute();

  return { test, published, articles, ofType, albumMembers };
}
