import fs from "node:fs";
import path from "node:path";
import { Kysely, SqliteDialect } from "kysely";
import SQLite from "libsql";
import type { DatabaseConfig } from "../config.ts";
import { openPostgres } from "./postgres.ts";
import type { Database } from "./schema.ts";

/** The database the configuration names: SQLite by default, PostgreSQL by DATABASE_URL. */
export function openDatabase(config: DatabaseConfig): Kysely<Database> {
  return config.dialect === "postgres" ? openPostgres(config) : openSqlite(config.file);
}

/** Opens the SQLite database: a file path, or ":memory:". */
export function openSqlite(source: string): Kysely<Database> {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqliteConnection(source) }) });
}

/**
 * The connection under `openSqlite`'s Kysely. WAL lets readers go on while the service writes (a
 * database in memory keeps its memory journal); foreign keys are off by default in SQLite and the
 * schema relies on them.
 */
export function sqliteConnection(source: string): SQLite.Database {
  if (source !== ":memory:") fs.mkdirSync(path.dirname(source), { recursive: true });
  const sqlite = new SQLite(source);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return sqlite;
}
