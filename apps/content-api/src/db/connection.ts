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
 * Opens the SQLite database: a file path, or ":memory:" for tests. WAL lets readers go on while the
 * service writes; foreign keys are off by default in SQLite and the schema relies on them.
 */
export function openSqlite(file: string): Kysely<Database> {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
