import type { Kysely } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import { clientConfig } from "../db/postgres.ts";
import type { Database } from "../db/schema.ts";
import { inProcessBroker, type LiveBroker } from "./broker.ts";
import { postgresBroker } from "./postgres-broker.ts";

/**
 * The broker for the database in use: LISTEN/NOTIFY on PostgreSQL (several processes), in-process
 * on SQLite (one). Nothing connects until the first subscriber comes.
 */
export function createLiveBroker(config: DatabaseConfig, db: Kysely<Database>): LiveBroker {
  if (config.dialect === "sqlite") return inProcessBroker();
  return postgresBroker({
    db,
    connect: () => new pg.Client({ ...clientConfig(config), application_name: "davmu-content-api-live" }),
  });
}
