import type { Kysely } from "kysely";
import type { DatabaseConfig } from "../config.ts";
import { openPostgres } from "./postgres.ts";
import type { Database } from "./schema.ts";

/**
 * Runs `work` (migrations, the seed) on a connection without a statement timeout: on PostgreSQL a
 * migration or a seed may rightly take longer than any request's statement, and a process started
 * beside another waits on its lock for as long as that one takes. On SQLite it is the service's
 * own connection, which has no timeout to lift.
 */
export async function withMaintenanceDatabase<T>(
  config: DatabaseConfig,
  db: Kysely<Database>,
  work: (db: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (config.dialect === "sqlite") return work(db);
  const maintenance = openPostgres({ ...config, poolSize: 1, statementTimeoutMs: 0 });
  try {
    return await work(maintenance);
  } finally {
    await maintenance.destroy();
  }
}
