import fs from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, openSqlite } from "../db/connection.ts";
import type { Dialect } from "../db/dialect.ts";
import type { Database } from "../db/schema.ts";
import { databaseUrl, type PostgresTestServer, quoteIdentifier } from "./postgres-server.ts";
import { scratchRoot } from "./scratch.ts";
import { testConfig } from "./test-config.ts";

/** Where the SQLite templates are: the bytes of a database migrated, and migrated and seeded. */
export type SqliteTemplates = { migrated: string; seeded: string };

declare module "vitest" {
  export interface ProvidedContext {
    sqliteTemplates: SqliteTemplates;
  }
}

/**
 * The database the tests of this run use: SQLite in the content-api project, PostgreSQL in
 * content-api-pg, whose global setup provides a server. The same test files run in both.
 */
export function testDialect(): Dialect {
  const server = postgresServer();
  return server ? "postgres" : "sqlite";
}

function postgresServer(): Extract<PostgresTestServer, { adminUrl: string }> | null {
  const server = inject("postgres") as PostgresTestServer | undefined;
  return server && "adminUrl" in server ? server : null;
}

export type TestDatabase = {
  db: Kysely<Database>;
  /** What the configuration needs to reach the same database (DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  /** The SQLite file, when it is one rather than memory. */
  file?: string;
};

type Options = {
  /**
   * Migrated and seeded (the default); migrated only, for tests of tables the seed does not fill;
   * or empty, for tests of migrations and of the seed.
   */
  contents?: "seeded" | "migrated" | "empty";
  /** On SQLite, a new file instead of memory: the template's bytes are written to it. */
  sqliteFile?: string;
};

/**
 * A database of its own for one test app or test, a copy of a template its project's global setup
 * prepared once a run (docs/decisions/0088, 0099). SQLite: a copy of the template's file (in
 * /dev/shm where there is one, or at `sqliteFile`). PostgreSQL: a copy of a template database (a
 * fast file copy). Either is dropped again when the test (or, made outside a test, the file) is done.
 */
export async function openTestDatabase({
  contents = "seeded",
  sqliteFile,
}: Options = {}): Promise<TestDatabase> {
  const server = postgresServer();
  if (!server) {
    const file = sqliteFile ?? scratchFile();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (contents !== "empty") fs.copyFileSync(inject("sqliteTemplates")[contents], file);
    const db = openSqlite(file);
    if (!sqliteFile) onRelease(() => removeSqlite(file));
    onRelease(() => db.destroy());
    return { db, env: {}, ...(sqliteFile ? { file: sqliteFile } : {}) };
  }
  const name = `test_${process.pid}_${++created}_${Math.random().toString(36).slice(2, 8)}`;
  const source = contents === "empty" ? "" : ` template ${quoteIdentifier(server.templates[contents])}`;
  const template = `${source}${server.copyStrategy}`;
  await admin(server.adminUrl).query(`create database ${quoteIdentifier(name)}${template}`);
  onRelease(() => dropDatabase(server.adminUrl, name));
  // A small pool: a test file may hold a few apps at once, and the server serves every worker.
  const env = { DATABASE_URL: databaseUrl(server.adminUrl, name), DATABASE_POOL_SIZE: "4" };
  const db = openDatabase(testConfig(env).database);
  onRelease(() => db.destroy());
  return { db, env };
}

/**
 * The same database through a connection of its own, as a second process of the service (or the
 * service started again) would have it: on PostgreSQL a new pool; on a SQLite file named by
 * `sqliteFile` a new connection; on any other SQLite test database the same connection, as the
 * service runs as one process on SQLite and Kysely's SQLite migrator has no lock between connections.
 */
export function reopenTestDatabase(database: TestDatabase): TestDatabase {
  if (database.file) {
    const db = openSqlite(database.file);
    onRelease(() => db.destroy());
    return { db, env: {}, file: database.file };
  }
  if (!database.env.DATABASE_URL) return database;
  const db = openDatabase(testConfig(database.env).database);
  onRelease(() => db.destroy());
  return { db, env: database.env };
}

let scratchDir: string | undefined;

/** A new file for a test's SQLite database, in a folder of this test process. */
function scratchFile(): string {
  if (!scratchDir) {
    const dir = fs.mkdtempSync(path.join(scratchRoot(), `davmu-sqlite-${process.pid}-`));
    process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
    scratchDir = dir;
  }
  return path.join(scratchDir, `test-${++created}.db`);
}

/** A SQLite database's file and its write-ahead log and index. */
async function removeSqlite(file: string): Promise<void> {
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
}

let created = 0;
let adminPool: pg.Pool | undefined;

/** One connection per test process to the server's own database, to create and drop the others. */
function admin(url: string): pg.Pool {
  adminPool ??= new pg.Pool({ connectionString: url, max: 1 });
  return adminPool;
}

/**
 * Drops a test's database once the connections it closed have gone: a closed pool's connections
 * take a moment to leave, and DROP DATABASE would sleep a tenth of a second for each. Without
 * FORCE: a connection the test left open fails the drop after five seconds, so a leak shows.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { rows } = await admin(url).query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (rows[0]?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await admin(url).query(`drop database ${quoteIdentifier(name)}`);
}

type Scope = "test" | "file";
const releases: Record<Scope, (() => Promise<void>)[]> = { test: [], file: [] };
let scope: Scope = "file";

/**
 * Runs `release` when what was made now is done with: at the end of the running test, or, for what
 * a file made before its tests (beforeAll), at the end of the file. Last made, first released.
 */
export function onRelease(release: () => Promise<void>): void {
  releases[scope].push(release);
}

/** Called by the setup file as each test starts: what is made from now on belongs to the test. */
export function enterTest(): void {
  scope = "test";
}

/** Called by the setup file after each test (`test`) and after each file (`file`). */
export async function releaseTestResources(which: Scope): Promise<void> {
  scope = "file";
  const pending = releases[which].splice(0).reverse();
  for (const release of pending) await release();
  if (which === "file" && adminPool) {
    await adminPool.end();
    adminPool = undefined;
  }
}
