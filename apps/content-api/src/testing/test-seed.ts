import { type SeedReport, seedDatabase } from "@davmu/demo-content/index.ts";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.ts";
import { mediaDir } from "../modules/media/folders.ts";
import { TEST_DATA_DIR } from "./test-config.ts";

/**
 * Seeds a test database as the service seeds its own, with the media in the folder every test
 * shares: what the seeded templates of both projects hold.
 */
export function seedTestDatabase(db: Kysely<Database>): Promise<SeedReport> {
  return seedDatabase(db, { mediaDir: mediaDir(TEST_DATA_DIR) });
}
