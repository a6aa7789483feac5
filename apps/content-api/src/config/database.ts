/**
 * The content service's database settings: SQLite in the data folder by default, PostgreSQL when
 * DATABASE_URL names one (docs/decisions/0038), with its pool and time limits.
 */
import path from "node:path";
import { envInt } from "@davmu/env";
import { z } from "zod";

/** The SQLite database's file name inside the data folder. */
export const DATABASE_FILE = "content-api.db";

export const DatabaseEnv = z.object({
  /** Unset: SQLite in the data folder. A postgres:// URL runs the service on PostgreSQL (docs/decisions/0038). */
  DATABASE_URL: z
    .string()
    .refine(isPostgresUrl, "must be a postgres:// or postgresql:// URL (unset: SQLite in the data folder)")
    .optional(),
  /** Connections each process keeps to PostgreSQL at most. */
  DATABASE_POOL_SIZE: envInt(10, 1, 200),
  /** A request's statement that runs longer is cancelled: a page gave up on it long before. */
  DATABASE_STATEMENT_TIMEOUT_MS: envInt(5000, 100, 600_000),
  /** A transaction left open without a statement this long is ended, so it holds no locks forever. */
  DATABASE_IDLE_TRANSACTION_TIMEOUT_MS: envInt(10_000, 100, 600_000),
});

/** Where the data lives: SQLite by default, PostgreSQL when DATABASE_URL says so. */
export type DatabaseConfig =
  | { dialect: "sqlite"; file: string }
  | {
      dialect: "postgres";
      url: string;
      poolSize: number;
      /** 0 turns it off (migrations and seeding, which may rightly take long). */
      statementTimeoutMs: number;
      idleTransactionTimeoutMs: number;
    };

/** The database of the settings read, SQLite's file in `dataDir` unless DATABASE_URL is set. */
export function databaseConfig(e: z.output<typeof DatabaseEnv>, dataDir: string): DatabaseConfig {
  return e.DATABASE_URL
    ? {
        dialect: "postgres",
        url: e.DATABASE_URL,
        poolSize: e.DATABASE_POOL_SIZE,
        statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
        idleTransactionTimeoutMs: e.DATABASE_IDLE_TRANSACTION_TIMEOUT_MS,
      }
    : { dialect: "sqlite", file: path.join(dataDir, DATABASE_FILE) };
}

function isPostgresUrl(value: string): boolean {
  if (!/^postgres(ql)?:\/\//.test(value)) return false;
  return URL.canParse(value);
}
