import type { Kysely } from "kysely";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { ensurePostgres, startPostgres } from "../../../../scripts/postgres.mjs";
import { migrateToLatest } from "../db/migrate.ts";
import { openPostgres } from "../db/postgres.ts";
import type { Database } from "../db/schema.ts";
import { databaseUrl, quoteIdentifier } from "./postgres-server.ts";
import { seedTestDatabase } from "./test-seed.ts";

/** The databases tests' databases are copied from: `CREATE DATABASE … TEMPLATE` takes a moment. */
const TEMPLATES = { migrated: "davmu_migrated", seeded: "davmu_seeded" };

/**
 * Starts one throw-away PostgreSQL server for the content-api-pg project, prepares its templates
 * once (migrated; migrated and seeded), and stops the server (deleting its data) when the run ends. Where PostgreSQL is
 * missing and cannot be installed, says why once and hands the reason on, so the project's tests
 * are skipped; a server that is installed but does not start fails the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const log = (line: string) => console.log(`content-api-pg: ${line}`);
  const installed = ensurePostgres({ log });
  if ("reason" in installed) {
    console.warn(`content-api-pg: PostgreSQL tests skipped: ${installed.reason}`);
    project.provide("postgres", { reason: installed.reason });
    return async () => {};
  }
  // Its data in memory: each test creates a database and drops it (docs/decisions/0088).
  const started = await startPostgres({ inMemory: true, log });
  if ("reason" in started) throw new Error(`content-api-pg: PostgreSQL did not start: ${started.reason}`);
  let copyStrategy = "";
  try {
    const admin = new pg.Client({ connectionString: started.url });
    await admin.connect();
    const version = await admin.query<{ v: string }>("select current_setting('server_version_num') as v");
    copyStrategy = Number(version.rows[0]?.v) >= 150_000 ? " strategy file_copy" : "";
    await admin.query(`create database ${quoteIdentifier(TEMPLATES.migrated)}`);
    await prepare(databaseUrl(started.url, TEMPLATES.migrated), migrateToLatest);
    await admin.query(
      `create database ${quoteIdentifier(TEMPLATES.seeded)} template ${quoteIdentifier(TEMPLATES.migrated)}`,
    );
    await prepare(databaseUrl(started.url, TEMPLATES.seeded), seedTestDatabase);
    await admin.end();
  } catch (error) {
    await started.stop();
    throw error;
  }
  project.provide("postgres", { adminUrl: started.url, templates: TEMPLATES, copyStrategy });
  return () => started.stop();
}

/** Runs `work` on the database at `url` over one connection without a statement timeout. */
async function prepare(url: string, work: (db: Kysely<Database>) => Promise<unknown>): Promise<void> {
  const db = openPostgres({
    dialect: "postgres",
    url,
    poolSize: 1,
    statementTimeoutMs: 0,
    idleTransactionTimeoutMs: 60_000,
  });
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
}
