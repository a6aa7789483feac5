import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { DatabaseConfig } from "../config.ts";
import { openPostgres } from "./postgres.ts";
import type { Database } from "./schema.ts";

/** The database the configuration names: SQLite by default, PostgreSQL by DATABASE_URL. */
export function openDatabase(config: DatabaseConfig): Kysely<Database> {
  return config.dialect === "postgres" ? openPostgres(config) : openSqlite(config.file);
}

/**
 * Opens the SQLite database: a file path, ":memory:" for tests, or a database's bytes
 * (`serialize()`), which open as a copy in memory (the tests' templates, docs/decisions/0088).
 */
export function openSqlite(source: string | Buffer): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteConnection(source) }) });
}

/**
 * The connection under `openSqlite`'s Kysely. WAL lets readers go on while the service writes (a
 * database in memory keeps its memory journal); foreign keys are off by default in SQLite and the
 * schema relies on them.
 */
export function sqliteConnection(source: string | Buffer): SQLite.Database {
  if (typeof source === "string" && source !== ":memory:")
    fs.mkdirSync(path.dirname(source), { recursive: true });
  const sqlite = new SQLite(source);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}
