import { gauge, programLog } from "@davmu/ops";
import { CompiledQuery, Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config.ts";
import type { Database } from "./schema.ts";

export type PostgresConfig = Extract<DatabaseConfig, { dialect: "postgres" }>;

/** How long a request may wait for a free connection before it fails, rather than hang. */
const CONNECT_TIMEOUT_MS = 5000;
/** Connections idle this long are closed, so a quiet process holds few. */
const IDLE_CLOSE_MS = 30_000;

/**
 * A 64-bit integer as a number. pg gives int8 (count(*), bigint columns) and numeric (sum) as
 * strings, to keep precision JavaScript numbers lack; the row types say number, and every value the
 * service stores (times, counts, ids) is far below 2^53, so one past it is a bug worth stopping on.
 */
function parseInt8(text: string): number {
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new RangeError(`content-api: ${text} does not fit a JavaScript number`);
  return n;
}

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") => {
    if (oid === pg.types.builtins.INT8) return parseInt8;
    if (oid === pg.types.builtins.NUMERIC) return Number;
    return format === "binary" ? pg.types.getTypeParser(oid, "binary") : pg.types.getTypeParser(oid);
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/** A connection to the PostgreSQL that DATABASE_URL names. */
export function clientConfig(config: PostgresConfig): pg.ClientConfig {
  return {
    connectionString: config.url,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection that only waits (the live broker's) learns of a dead peer from keepalives.
    keepAlive: true,
    application_name: "davmu-content-api",
    types,
  };
}

/** Every open pool of this process, for the metrics (a test opens several). */
const pools = new Set<pg.Pool>();

gauge({
  name: "content_api_db_pool_connections",
  help: "PostgreSQL pool connections, by state: in_use (handed out), idle, waiting (requests waiting for one)",
  labelNames: ["state"],
  collect() {
    let inUse = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of pools) {
      if (pool.ending) {
        pools.delete(pool);
        continue;
      }
      inUse += pool.totalCount - pool.idleCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: "in_use" }, inUse);
    this.set({ state: "idle" }, idle);
    this.set({ state: "waiting" }, waiting);
  },
});

function poolConfig(config: PostgresConfig): pg.PoolConfig {
  return { ...clientConfig(config), max: config.poolSize, idleTimeoutMillis: IDLE_CLOSE_MS };
}

/**
 * A pool of connections to PostgreSQL behind Kysely. Every connection gets the statement and
 * idle-in-transaction timeouts when it is made, so no request holds a connection or a lock forever;
 * a timeout of 0 turns it off (migrations and seeding run without one).
 */
export function openPostgres(config: PostgresConfig): Kysely<Database> {
  const pool = new pg.Pool(poolConfig(config));
  pools.add(pool);
  pool.on("release", () => {
    if (pool.ending) pools.delete(pool);
  });
  // A connection the server ends (a restart, the idle-in-transaction timeout) emits an error, and
  // an error nobody listens to ends the process. Each connection gets a listener that logs it,
  // handed out or idle; the pool passes an idle one's error on too, already logged. A broken
  // connection's next query fails, and the pool drops it.
  pool.on("connect", (client) =>
    client.on("error", (error) => programLog().error({ err: error }, "a PostgreSQL connection failed")),
  );
  pool.on("error", () => {});
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool,
      onCreateConnection: async (connection) => {
        await connection.executeQuery(
          CompiledQuery.raw(
            "select set_config('statement_timeout', $1, false), set_config('idle_in_transaction_session_timeout', $2, false)",
            [String(config.statementTimeoutMs), String(config.idleTransactionTimeoutMs)],
          ),
        );
      },
    }),
  });
}
