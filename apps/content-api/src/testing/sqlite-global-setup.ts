import fs from "node:fs";
import path from "node:path";
import { Kysely, SqliteDialect } from "kysely";
import type { TestProject } from "vitest/node";
import { sqliteConnection } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import type { Database } from "../db/schema.ts";
import { scratchRoot } from "./scratch.ts";
import type { SqliteTemplates } from "./test-database.ts";
import { seedTestDatabase } from "./test-seed.ts";

/**
 * The content-api project's global setup: migrates and seeds one SQLite database in memory, once a
 * run, and writes its bytes after each step to a folder of its own, which every test database of
 * the run opens a copy of (docs/decisions/0088), as content-api-pg copies its templates. The folder
 * is deleted when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(scratchRoot(), "davmu-sqlite-templates-"));
  const templates: SqliteTemplates = {
    migrated: path.join(dir, "migrated.db"),
    seeded: path.join(dir, "seeded.db"),
  };
  try {
    await prepare(templates.migrated, migrateToLatest);
    fs.copyFileSync(templates.migrated, templates.seeded);
    await prepare(templates.seeded, seedTestDatabase);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide("sqliteTemplates", templates);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** One step on a template file, its write-ahead log then folded into the file, which is copied. */
async function prepare(file: string, step: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const connection = sqliteConnection(file);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    await step(db);
    connection.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    await db.destroy();
  }
}
